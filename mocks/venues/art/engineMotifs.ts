import type { GameEngine } from '@src/contract/venue';

/**
 * A simple motif per engine, drawn in a 100 x 100 box (the caller places and scales it): reels for slots, a fish,
 * two cards for live tables, lottery balls, a fan of cards, a gamepad, a football.
 */
export function engineMotif(engine: GameEngine, accent: string): string {
  switch (engine) {
    case 'slot':
      return [0, 1, 2]
        .map(
          (reel) =>
            `<rect x="${4 + reel * 32}" y="22" width="28" height="56" rx="6" fill="#fff" fill-opacity="0.92"/>` +
            `<text x="${18 + reel * 32}" y="62" text-anchor="middle" font-size="30" font-weight="800" fill="${accent}" stroke="#000" stroke-opacity="0.25">7</text>`,
        )
        .join('');
    case 'fishing':
      return (
        `<path d="M14 50 C30 22 66 22 78 50 C66 78 30 78 14 50 Z" fill="${accent}"/>` +
        `<path d="M76 50 L96 32 L92 50 L96 68 Z" fill="${accent}" fill-opacity="0.85"/>` +
        `<circle cx="30" cy="46" r="5" fill="#fff"/><circle cx="30" cy="46" r="2.4" fill="#111"/>` +
        `<circle cx="12" cy="22" r="4" fill="none" stroke="#fff" stroke-width="2"/><circle cx="22" cy="10" r="2.5" fill="none" stroke="#fff" stroke-width="1.6"/>`
      );
    case 'baccarat':
      return (
        `<rect x="14" y="18" width="42" height="60" rx="5" fill="#fff" transform="rotate(-10 35 48)"/>` +
        `<rect x="44" y="22" width="42" height="60" rx="5" fill="#fff" transform="rotate(10 65 52)"/>` +
        `<text x="34" y="58" text-anchor="middle" font-size="26" fill="#111" transform="rotate(-10 35 48)">♠</text>` +
        `<text x="66" y="62" text-anchor="middle" font-size="26" fill="#d21f3c" transform="rotate(10 65 52)">♥</text>`
      );
    case 'lottery':
      return [
        [24, 58, '8'],
        [50, 36, '3'],
        [76, 58, '6'],
      ]
        .map(
          ([x, y, digit]) =>
            `<circle cx="${x}" cy="${y}" r="19" fill="#fff"/><circle cx="${x}" cy="${y}" r="13" fill="${accent}"/>` +
            `<text x="${x}" y="${Number(y) + 6}" text-anchor="middle" font-size="17" font-weight="800" fill="#111">${digit}</text>`,
        )
        .join('');
    case 'cards':
      return [-22, 0, 22]
        .map(
          (angle, index) =>
            `<g transform="rotate(${angle} 50 92)"><rect x="32" y="16" width="36" height="54" rx="5" fill="#fff" stroke="#000" stroke-opacity="0.15"/>` +
            `<text x="50" y="50" text-anchor="middle" font-size="22" fill="${index === 1 ? '#d21f3c' : '#111'}">${['♣', '♦', '♠'][index] ?? ''}</text></g>`,
        )
        .join('');
    case 'esports':
      return (
        `<path d="M22 34 H78 C92 34 98 72 88 78 C80 82 72 68 64 64 H36 C28 68 20 82 12 78 C2 72 8 34 22 34 Z" fill="#fff"/>` +
        `<rect x="24" y="46" width="16" height="5" rx="2" fill="#222"/><rect x="29.5" y="40.5" width="5" height="16" rx="2" fill="#222"/>` +
        `<circle cx="66" cy="44" r="4" fill="${accent}"/><circle cx="74" cy="52" r="4" fill="${accent}"/>`
      );
    case 'sport':
      return (
        `<circle cx="50" cy="50" r="34" fill="#fff"/>` +
        `<path d="M50 36 L63 45 L58 60 H42 L37 45 Z" fill="#111"/>` +
        `<path d="M50 36 V17 M63 45 L80 38 M58 60 L68 76 M42 60 L32 76 M37 45 L20 38" stroke="#111" stroke-width="3"/>`
      );
  }
}

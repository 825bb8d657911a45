import type { ProviderGame } from '../providerApi';
import { ART_FONT, escapeXml, paletteOf, stableHash } from './artPalette';
import { engineMotif } from './engineMotifs';

/**
 * A game's thumbnail (240 x 240): colours from a hash of its venue and code, a few soft circles placed by the same
 * hash, the engine's motif, the game's name and the venue's mark as a badge.
 */
export function gameThumbnailSvg(venue: { enName: string; mark: string }, game: Pick<ProviderGame, 'gameCode' | 'name' | 'engine'>): string {
  const seed = `${venue.enName}:${game.gameCode}`;
  const palette = paletteOf(seed);
  const hash = stableHash(seed);
  const id = `t${hash.toString(36)}`;
  const bubbles = [0, 1, 2]
    .map((index) => {
      const bits = hash >>> (index * 8);
      const x = 20 + (bits % 200);
      const y = 20 + ((bits >>> 3) % 120);
      const r = 18 + ((bits >>> 5) % 30);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.08"/>`;
    })
    .join('');
  const nameLength = [...game.name].length;
  const fontSize = Math.min(34, Math.floor(208 / Math.max(nameLength, 1)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient></defs>` +
    `<rect width="240" height="240" rx="24" fill="url(#${id})"/>` +
    bubbles +
    `<g transform="translate(55 30) scale(1.3)">${engineMotif(game.engine, palette.accent)}</g>` +
    `<path d="M0 172 H240 V216 A24 24 0 0 1 216 240 H24 A24 24 0 0 1 0 216 Z" fill="#000" fill-opacity="0.28"/>` +
    `<text x="120" y="${206 + fontSize * 0.35}" text-anchor="middle" font-family="${ART_FONT}" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(game.name)}</text>` +
    `<rect x="12" y="12" width="${18 + venue.mark.length * 11}" height="24" rx="12" fill="#000" fill-opacity="0.35"/>` +
    `<text x="${21 + venue.mark.length * 5.5}" y="29" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="14" font-weight="700" fill="#fff">${escapeXml(venue.mark)}</text>` +
    `</svg>`
  );
}

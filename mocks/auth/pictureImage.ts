import { STROKE_GLYPHS } from './strokeGlyphs';

export const PICTURE_WIDTH = 130;
export const PICTURE_HEIGHT = 44;

const round = (value: number) => Math.round(value * 10) / 10;

function darkColour(random: () => number): string {
  const channel = () => Math.floor(20 + random() * 110);
  return `rgb(${channel()},${channel()},${channel()})`;
}

/**
 * The picture captcha as an SVG: every character is drawn as jittered, rotated and sheared strokes in absolute
 * coordinates (no <text>, no transform attributes), over crossing curves and dots.
 */
export function drawPictureCaptcha(text: string, random: () => number): string {
  const parts: string[] = [];
  const hue = Math.floor(random() * 360);
  parts.push(`<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="hsl(${hue},60%,92%)"/>`);
  for (let i = 0; i < 30; i += 1) {
    const [x, y] = [random() * PICTURE_WIDTH, random() * PICTURE_HEIGHT];
    parts.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="${round(0.6 + random() * 1.2)}" fill="${darkColour(random)}" opacity="0.5"/>`,
    );
  }

  const characters = Array.from(text);
  const slot = (PICTURE_WIDTH - 16) / characters.length;
  characters.forEach((character, index) => {
    const strokes = STROKE_GLYPHS[character] ?? [];
    const scale = 2 + random() * 0.5;
    const angle = (random() - 0.5) * 0.7;
    const shear = (random() - 0.5) * 0.5;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const originX = 8 + index * slot + slot / 2 + (random() - 0.5) * 4;
    const originY = PICTURE_HEIGHT / 2 + (random() - 0.5) * 6;
    const place = ([gx, gy]: readonly [number, number]): string => {
      const lx = (gx - 4 + shear * (gy - 6) + (random() - 0.5) * 0.8) * scale * 0.8;
      const ly = (gy - 6 + (random() - 0.5) * 0.8) * scale * 1.2;
      return `${round(originX + lx * cos - ly * sin)} ${round(originY + lx * sin + ly * cos)}`;
    };
    const d = strokes.map((stroke) => `M${stroke.map(place).join('L')}`).join('');
    const width = round(2 + random() * 0.8);
    parts.push(
      `<path d="${d}" fill="none" stroke="${darkColour(random)}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });

  for (let i = 0; i < 4; i += 1) {
    const y = () => round(random() * PICTURE_HEIGHT);
    const x = () => round(random() * PICTURE_WIDTH);
    parts.push(
      `<path d="M0 ${y()}C${x()} ${y()} ${x()} ${y()} ${PICTURE_WIDTH} ${y()}" fill="none" stroke="${darkColour(random)}" stroke-width="${round(0.8 + random())}" opacity="0.7"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">${parts.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

import { createImage, type RgbaImage } from './png';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
const BODY = 44;
const KNOB = 8;
const NOTCH = 7;
/** The piece's bounding box: the square body plus the knob on its top and on its right. */
export const PIECE_SIZE = BODY + KNOB;

/** A puzzle: the background with the notch at (x, y) and the piece cut from the same place. */
export interface SliderPuzzle {
  bg: RgbaImage;
  piece: RgbaImage;
}

type Rgb = [number, number, number];

/** Deterministic for a seed (mulberry32), so a test can draw the same puzzle twice. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether a point of the piece's box belongs to the piece: body, top and right knobs, minus the left notch. */
export function insidePiece(px: number, py: number): boolean {
  const cx = px + 0.5;
  const cy = py + 0.5;
  const inCircle = (x: number, y: number, r: number) => (cx - x) ** 2 + (cy - y) ** 2 <= r * r;
  const inBody = cx >= 0 && cx < BODY && cy >= KNOB && cy < KNOB + BODY;
  const inside = inBody || inCircle(BODY / 2, KNOB, KNOB) || inCircle(BODY, KNOB + BODY / 2, KNOB);
  return inside && !inCircle(0, KNOB + BODY / 2, NOTCH);
}

const PIECE_MASK: boolean[] = Array.from({ length: PIECE_SIZE * PIECE_SIZE }, (_, i) =>
  insidePiece(i % PIECE_SIZE, Math.floor(i / PIECE_SIZE)),
);

function inMask(px: number, py: number): boolean {
  if (px < 0 || py < 0 || px >= PIECE_SIZE || py >= PIECE_SIZE) return false;
  return PIECE_MASK[py * PIECE_SIZE + px] ?? false;
}

/** Inside the piece and within 2 pixels of its outline. */
function onEdge(px: number, py: number): boolean {
  if (!inMask(px, py)) return false;
  for (let dy = -2; dy <= 2; dy += 1) {
    for (let dx = -2; dx <= 2; dx += 1) if (!inMask(px + dx, py + dy)) return true;
  }
  return false;
}

function randomColour(random: () => number): Rgb {
  return [40 + random() * 200, 40 + random() * 200, 40 + random() * 200];
}

function blend(image: RgbaImage, x: number, y: number, colour: Rgb, alpha: number): void {
  const i = (y * image.width + x) * 4;
  const { pixels } = image;
  for (let c = 0; c < 3; c += 1) {
    pixels[i + c] = Math.round((pixels[i + c] ?? 0) * (1 - alpha) + colour[c]! * alpha);
  }
  pixels[i + 3] = 255;
}

/** A gradient with discs, rings and stripes in random colours: no two backgrounds alike. */
function drawBackground(random: () => number): RgbaImage {
  const image = createImage(SLIDER_WIDTH, SLIDER_HEIGHT);
  const from = randomColour(random);
  const to = randomColour(random);
  for (let y = 0; y < SLIDER_HEIGHT; y += 1) {
    for (let x = 0; x < SLIDER_WIDTH; x += 1) {
      const t = (x / SLIDER_WIDTH + y / SLIDER_HEIGHT) / 2;
      blend(
        image,
        x,
        y,
        [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t],
        1,
      );
    }
  }
  const shapes = 12 + Math.floor(random() * 8);
  for (let s = 0; s < shapes; s += 1) {
    const cx = random() * SLIDER_WIDTH;
    const cy = random() * SLIDER_HEIGHT;
    const radius = 8 + random() * 36;
    const ring = random() < 0.4 ? radius * (0.55 + random() * 0.25) : 0;
    const colour = randomColour(random);
    const alpha = 0.35 + random() * 0.4;
    for (let y = Math.max(0, Math.floor(cy - radius)); y < Math.min(SLIDER_HEIGHT, cy + radius); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - radius)); x < Math.min(SLIDER_WIDTH, cx + radius); x += 1) {
        const d2 = (x - cx) ** 2 + (y - cy) ** 2;
        if (d2 <= radius * radius && d2 >= ring * ring) blend(image, x, y, colour, alpha);
      }
    }
  }
  const angle = random() * Math.PI;
  const period = 14 + random() * 18;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  for (let y = 0; y < SLIDER_HEIGHT; y += 1) {
    for (let x = 0; x < SLIDER_WIDTH; x += 1) {
      const phase = (((x * cos + y * sin) % period) + period) % period;
      if (phase < period / 4) blend(image, x, y, [255, 255, 255], 0.1);
    }
  }
  return image;
}

/**
 * Draws a puzzle with the piece's box at (x, y) of the background: the notch is darkened there with a light
 * outline, and the piece carries the background's own pixels, transparent outside its shape.
 */
export function drawSliderPuzzle(x: number, y: number, random: () => number): SliderPuzzle {
  const bg = drawBackground(random);
  const piece = createImage(PIECE_SIZE, PIECE_SIZE);
  for (let py = 0; py < PIECE_SIZE; py += 1) {
    for (let px = 0; px < PIECE_SIZE; px += 1) {
      if (!inMask(px, py)) continue;
      const from = ((y + py) * SLIDER_WIDTH + x + px) * 4;
      const to = (py * PIECE_SIZE + px) * 4;
      piece.pixels.set(bg.pixels.subarray(from, from + 4), to);
      if (onEdge(px, py)) blend(piece, px, py, [255, 255, 255], 0.75);
    }
  }
  for (let py = 0; py < PIECE_SIZE; py += 1) {
    for (let px = 0; px < PIECE_SIZE; px += 1) {
      if (!inMask(px, py)) continue;
      if (onEdge(px, py)) blend(bg, x + px, y + py, [255, 255, 255], 0.6);
      else blend(bg, x + px, y + py, [0, 0, 0], 0.55);
    }
  }
  return { bg, piece };
}

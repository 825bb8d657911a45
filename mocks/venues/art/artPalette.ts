/** FNV-1a: a stable 32-bit hash of a code, so a venue or game always gets the same colours. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface Palette {
  /** The gradient's light and dark ends. */
  light: string;
  dark: string;
  /** A contrasting accent for the motif. */
  accent: string;
}

/** A rich, readable palette from a hash: white text keeps its contrast on both ends. */
export function paletteOf(seed: string): Palette {
  const hash = stableHash(seed);
  const hue = hash % 360;
  const shift = 25 + ((hash >>> 9) % 30);
  return {
    light: `hsl(${hue} 68% 42%)`,
    dark: `hsl(${(hue + shift) % 360} 72% 20%)`,
    accent: `hsl(${(hue + 180) % 360} 85% 70%)`,
  };
}

export const ART_FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

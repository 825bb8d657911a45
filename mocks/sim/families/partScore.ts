import type { PartScore } from '../marketModel';

/** "h-c" (a half, a quarter, a set) as numbers; null when absent or not a score. */
export function parseScore(text: string | undefined): PartScore | null {
  if (text === undefined) return null;
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (!match) return null;
  return { home: Number(match[1]), away: Number(match[2]) };
}

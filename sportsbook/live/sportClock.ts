import type { GameType } from '@src/contract';

/** The live fields the clock reads (spec 3 match live data). */
export interface ClockInput {
  gameType: GameType;
  isLive: boolean;
  gameStatus: string;
  re_time: string;
  t_count: number;
  se_now: string;
  HalfTime: boolean;
  inningNum: number;
}

/**
 * What the clock cell shows: a period label (a catalogue key under `sport.period.*` with an optional number)
 * and the clock text, null when the sport has none.
 */
export interface ClockView {
  period: { key: PeriodKey; n?: number } | null;
  clock: string | null;
}

export type PeriodKey =
  | 'firstHalf'
  | 'secondHalf'
  | 'halfTime'
  | 'quarter'
  | 'overtime'
  | 'break'
  | 'set'
  | 'frame'
  | 'inningTop'
  | 'inningBottom'
  | 'extraInnings'
  | 'live';

/** Clocks that run between updates (the server sends re_time only with other changes). */
export function isClockRunning(input: Pick<ClockInput, 'gameType' | 'isLive' | 'HalfTime' | 'gameStatus'>): boolean {
  if (!input.isLive || input.HalfTime || input.gameStatus !== 'live') return false;
  return input.gameType === 'FT' || input.gameType === 'VF' || input.gameType === 'BK' || input.gameType === 'OP';
}

/** The clock seconds now: re_time advanced by the seconds since it arrived (down for basketball). */
export function clockSeconds(input: ClockInput, elapsedSeconds: number): number {
  const base = Number.parseInt(input.re_time, 10);
  if (!Number.isFinite(base)) return 0;
  if (!isClockRunning(input)) return Math.max(0, base);
  const elapsed = Math.max(0, Math.floor(elapsedSeconds));
  return input.gameType === 'BK' ? Math.max(0, base - elapsed) : base + elapsed;
}

/**
 * Football minute from seconds elapsed in the match: the running minute ("1'" in the first 60 s), with
 * stoppage time past 45 in the first half and past 90 in the second ("45+2'").
 */
export function footballMinute(seconds: number, period: string): string {
  const minute = Math.floor(Math.max(0, seconds) / 60) + 1;
  const regular = period === '1H' ? 45 : period === '2H' ? 90 : null;
  if (regular !== null && minute > regular) return `${regular}+${minute - regular}'`;
  return `${minute}'`;
}

/** mm:ss from seconds (spec 9: basketball clock). */
export function minutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = Math.floor(whole / 60);
  const ss = whole % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

function periodNumber(label: string): number | undefined {
  const digits = /(\d+)$/.exec(label);
  return digits ? Number(digits[1]) : undefined;
}

/** The clock cell of a live match, per sport. */
export function sportClock(input: ClockInput, elapsedSeconds: number): ClockView {
  if (!input.isLive) return { period: null, clock: null };
  const seconds = clockSeconds(input, elapsedSeconds);
  const label = input.se_now;
  switch (input.gameType) {
    case 'FT':
    case 'VF':
    case 'OP': {
      if (input.HalfTime || label === 'HT') return { period: { key: 'halfTime' }, clock: null };
      const period: ClockView['period'] =
        label === '1H' ? { key: 'firstHalf' } : label === '2H' ? { key: 'secondHalf' } : { key: 'live' };
      return { period, clock: footballMinute(seconds, label) };
    }
    case 'BK': {
      // spec 9: overtime when the quarter label contains OT.
      if (label.includes('OT')) return { period: { key: 'overtime' }, clock: minutesSeconds(seconds) };
      if (input.HalfTime) return { period: { key: 'break' }, clock: null };
      const n = periodNumber(label);
      return { period: n === undefined ? { key: 'live' } : { key: 'quarter', n }, clock: minutesSeconds(seconds) };
    }
    case 'BS': {
      // spec 9: baseball overtime from inning 9 on.
      if (input.inningNum >= 9) return { period: { key: 'extraInnings', n: input.inningNum }, clock: null };
      if (input.inningNum <= 0) return { period: { key: 'live' }, clock: null };
      const key = label.startsWith('B') ? 'inningBottom' : 'inningTop';
      return { period: { key, n: input.inningNum }, clock: null };
    }
    case 'TN':
    case 'VB':
    case 'TT': {
      const n = periodNumber(label);
      return { period: n === undefined ? { key: 'live' } : { key: 'set', n }, clock: null };
    }
    case 'SK': {
      const n = periodNumber(label);
      return { period: n === undefined ? { key: 'live' } : { key: 'frame', n }, clock: null };
    }
    case 'FS':
      return { period: null, clock: null };
  }
}

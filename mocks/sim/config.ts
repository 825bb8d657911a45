/** Simulator settings; from the environment with `simConfigFromEnv`, or given directly (tests, load tests). */
export interface SimConfig {
  /** Seed of every random draw. */
  seed: number;
  /** Sim time per wall time (real time = 1). */
  speed: number;
  /** Live matches kept in play (at least), per sport by its share. */
  live: number;
  /** Upcoming matches kept scheduled (today FT and early FU). */
  upcoming: number;
  /** Wall milliseconds between two ticks of the real-time driver: one delta per channel per tick at most. */
  tickMs: number;
  /** Expected odds price changes from trading noise per live match per sim second (state changes add more). */
  oddsRate: number;
  /** Sim clock at the start, ms since epoch. */
  startTime: number;
  /** Multiplier of the chances that a match is postponed, cancelled or abandoned (1: about 1 in 110). */
  voidRate: number;
}

export const SIM_DEFAULTS = {
  seed: 20261122,
  speed: 1,
  live: 300,
  upcoming: 1000,
  tickMs: 200,
  oddsRate: 0.6,
  voidRate: 1,
} as const;

export const SIM_LIMITS = {
  live: 10_000,
  upcoming: 50_000,
  speed: 1_000,
  oddsRate: 200,
} as const;

type Env = Record<string, string | undefined>;

function numberFrom(env: Env, name: string, fallback: number, min: number, max: number, warnings: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) {
    warnings.push(`${name}=${raw} is not a number; using ${fallback}`);
    return fallback;
  }
  if (value < min || value > max) {
    const clamped = Math.min(max, Math.max(min, value));
    warnings.push(`${name}=${raw} is out of [${min}, ${max}]; using ${clamped}`);
    return clamped;
  }
  return value;
}

/**
 * SIM_SEED, SIM_SPEED, SIM_LIVE (max 10000), SIM_UPCOMING, SIM_TICK_MS, SIM_ODDS_RATE, SIM_VOID_RATE, SIM_START
 * (ISO date or ms; default: now). Bad values fall back to defaults or are clamped, with a warning each.
 */
export function simConfigFromEnv(env: Env = process.env, now: number = Date.now()): { config: SimConfig; warnings: string[] } {
  const warnings: string[] = [];
  let startTime = now;
  const start = env.SIM_START;
  if (start) {
    const parsed = /^\d+$/.test(start) ? Number(start) : Date.parse(start);
    if (Number.isFinite(parsed)) startTime = parsed;
    else warnings.push(`SIM_START=${start} is not a date; using now`);
  }
  const config: SimConfig = {
    seed: Math.trunc(numberFrom(env, 'SIM_SEED', SIM_DEFAULTS.seed, 0, 2 ** 32 - 1, warnings)),
    speed: numberFrom(env, 'SIM_SPEED', SIM_DEFAULTS.speed, 0.01, SIM_LIMITS.speed, warnings),
    live: Math.trunc(numberFrom(env, 'SIM_LIVE', SIM_DEFAULTS.live, 0, SIM_LIMITS.live, warnings)),
    upcoming: Math.trunc(numberFrom(env, 'SIM_UPCOMING', SIM_DEFAULTS.upcoming, 0, SIM_LIMITS.upcoming, warnings)),
    tickMs: numberFrom(env, 'SIM_TICK_MS', SIM_DEFAULTS.tickMs, 10, 10_000, warnings),
    oddsRate: numberFrom(env, 'SIM_ODDS_RATE', SIM_DEFAULTS.oddsRate, 0, SIM_LIMITS.oddsRate, warnings),
    voidRate: numberFrom(env, 'SIM_VOID_RATE', SIM_DEFAULTS.voidRate, 0, 100, warnings),
    startTime,
  };
  return { config, warnings };
}

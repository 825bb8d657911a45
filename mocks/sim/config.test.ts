import { describe, expect, it } from 'vitest';
import { SIM_DEFAULTS, simConfigFromEnv } from './config';

describe('simulator settings from the environment', () => {
  it('uses the defaults when nothing is set: seed 20261122, real time, 300 live and 1000 upcoming', () => {
    const { config, warnings } = simConfigFromEnv({}, 1_000);
    expect(config).toEqual({ ...SIM_DEFAULTS, startTime: 1_000 });
    expect(config).toMatchObject({ seed: 20261122, speed: 1, live: 300, upcoming: 1000 });
    expect(warnings).toEqual([]);
  });

  it('reads every knob, and clamps live matches at 10,000 with a warning', () => {
    const { config, warnings } = simConfigFromEnv(
      { SIM_SEED: '5', SIM_SPEED: '60', SIM_LIVE: '20000', SIM_UPCOMING: '50', SIM_TICK_MS: '100', SIM_ODDS_RATE: '8', SIM_START: '2026-11-22T04:00:00Z' },
      0,
    );
    expect(config).toMatchObject({ seed: 5, speed: 60, live: 10_000, upcoming: 50, tickMs: 100, oddsRate: 8, startTime: Date.UTC(2026, 10, 22, 4) });
    expect(warnings).toEqual(['SIM_LIVE=20000 is out of [0, 10000]; using 10000']);
  });

  it('falls back to the default on a value that is not a number', () => {
    const { config, warnings } = simConfigFromEnv({ SIM_SPEED: 'fast', SIM_START: 'yesterday' }, 7);
    expect(config.speed).toBe(1);
    expect(config.startTime).toBe(7);
    expect(warnings).toHaveLength(2);
  });
});

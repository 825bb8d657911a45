import { describe, expect, it } from 'vitest';
import { parseVenueFaults } from './venueFaults';

describe('VENUE_FAULTS', () => {
  it('reads faults and maintenance per venue', () => {
    expect(parseVenueFaults('AGZR:fail=0.1,timeout=0.05,slowMs=200;PGDZ:maintenance=3600000')).toEqual({
      AGZR: { faults: { fail: 0.1, timeout: 0.05, slowMs: 200 }, maintenanceMs: null },
      PGDZ: { faults: { fail: 0, timeout: 0, slowMs: 0 }, maintenanceMs: 3_600_000 },
    });
  });

  it('reads nothing from an absent or empty value', () => {
    expect(parseVenueFaults(undefined)).toEqual({});
    expect(parseVenueFaults(' ; ')).toEqual({});
  });

  it.each([
    ['AGZR', /CODE:key=value/],
    ['AGZR:fail=2', /fail must be between 0 and 1/],
    ['AGZR:timeout=-0.1', /timeout must be between 0 and 1/],
    ['AGZR:slowMs=1.5', /slowMs must be a whole number/],
    ['AGZR:slowMs=600000', /slowMs must be at most 60000/],
    ['AGZR:maintenance=soon', /expected key=number/],
    ['AGZR:speed=3', /unknown key speed/],
    ['agzr:fail=0.1', /CODE:key=value/],
  ])('refuses %s', (value, message) => {
    expect(() => parseVenueFaults(value)).toThrow(message);
  });
});

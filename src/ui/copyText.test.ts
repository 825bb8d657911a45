import { describe, expect, it } from 'vitest';
import { copyText } from './copyText';

describe('copying (spec 2.6)', () => {
  it('uses the clipboard when there is one', async () => {
    const written: string[] = [];
    const copied = await copyText('R42', {
      clipboard: {
        writeText: (text) => {
          written.push(text);
          return Promise.resolve();
        },
      },
    });
    expect(copied).toBe(true);
    expect(written).toEqual(['R42']);
  });

  it('falls back to the old copy when the clipboard refuses', async () => {
    const copied: string[] = [];
    const result = await copyText('I7', {
      clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
      execCopy: (text) => copied.push(text) > 0,
    });
    expect(result).toBe(true);
    expect(copied).toEqual(['I7']);
  });

  it('says so when nothing can copy, without throwing', async () => {
    expect(await copyText('x', {})).toBe(false);
    expect(
      await copyText('x', {
        execCopy: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe(false);
  });
});

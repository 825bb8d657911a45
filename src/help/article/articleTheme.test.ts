import { describe, expect, it } from 'vitest';
import { classicTheme, professionalTheme } from '@src/theme';
import { paletteFromTheme } from './articleTheme';

describe('help and legal palette', () => {
  it('follows the edition in use', () => {
    expect(paletteFromTheme(professionalTheme)).toMatchObject({
      text: professionalTheme.colors.text,
      subtleBackground: professionalTheme.colors.surfaceMuted,
      accent: professionalTheme.colors.primary,
    });
  });

  it('falls back to the classic edition when no theme is provided', () => {
    expect(paletteFromTheme({})).toEqual(paletteFromTheme(classicTheme));
  });
});

import { describe, expect, it } from 'vitest';
import { createTheme } from '@src/theme';
import zhCN from '@src/i18n/locales/zh-CN.json';
import { BRAND_IDS, brandOf, currentBrand } from './brands';

describe('brands (chosen at build time)', () => {
  it('this build is the default brand (vitest defines __BRAND__ as aurora)', () => {
    expect(currentBrand.id).toBe('aurora');
  });

  it('an unknown BRAND builds the default brand', () => {
    expect(brandOf('nope').id).toBe('aurora');
    expect(brandOf('crimson').id).toBe('crimson');
  });

  it('every brand has its own colours in both editions, its logo and a title in the catalogue', () => {
    const primaries = BRAND_IDS.map((id) => createTheme(brandOf(id), 'classic').colors.primary);
    expect(new Set(primaries).size).toBe(BRAND_IDS.length);
    for (const id of BRAND_IDS) {
      expect(zhCN.brands[id].name).not.toBe('');
      expect(createTheme(brandOf(id), 'professional').colors.header).not.toBe(
        createTheme(brandOf(id), 'classic').colors.header,
      );
    }
    expect(new Set(BRAND_IDS.map((id) => brandOf(id).logoText)).size).toBe(BRAND_IDS.length);
  });
});

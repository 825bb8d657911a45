export { BRANDS, BRAND_IDS, DEFAULT_BRAND, brandOf, currentBrand, isBrandId } from './brands';
export type { Brand, BrandId, BrandPalette } from './brands';

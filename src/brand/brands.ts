/**
 * Brand themes chosen at build time (spec: "the same front end is built in several brand themes"). The
 * build picks one with the BRAND environment variable (vite.config.ts defines __BRAND__); each brand has
 * its own colours for both editions, its logo text and its title (the catalogue key brands.<id>.name).
 */
export const BRAND_IDS = ['aurora', 'crimson'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** The colours a brand sets over the edition's neutral tokens. */
export interface BrandPalette {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  /** The accent where it is text on the page's surface (readable: at least 4.5:1 against it). */
  accentText: string;
  header: string;
  onHeader: string;
  onHeaderMuted: string;
  focus: string;
  heroFrom: string;
  heroTo: string;
}

export interface Brand {
  id: BrandId;
  /** Short mark shown in the logo square (Latin, so it needs no translation). */
  logoMark: string;
  /** Latin word mark next to the Chinese title. */
  logoText: string;
  palette: { classic: BrandPalette; professional: BrandPalette };
}

export const BRANDS: Readonly<Record<BrandId, Brand>> = {
  aurora: {
    id: 'aurora',
    logoMark: 'A',
    logoText: 'AURORA',
    palette: {
      classic: {
        primary: '#0b6bcb',
        primaryHover: '#0958a8',
        onPrimary: '#ffffff',
        accent: '#f5a623',
        accentText: '#8a5300',
        header: '#0f1f33',
        onHeader: '#ffffff',
        onHeaderMuted: '#b7c4d6',
        focus: '#f5a623',
        heroFrom: '#0f1f33',
        heroTo: '#0b6bcb',
      },
      professional: {
        // Light enough to read as text on the dark surface; buttons on it carry dark text.
        primary: '#5aa0ff',
        primaryHover: '#7ab3ff',
        onPrimary: '#0b1220',
        accent: '#f5b942',
        accentText: '#f5b942',
        header: '#080c12',
        onHeader: '#ffffff',
        onHeaderMuted: '#9aa7b8',
        focus: '#f5b942',
        heroFrom: '#080c12',
        heroTo: '#1d4f99',
      },
    },
  },
  crimson: {
    id: 'crimson',
    logoMark: 'C',
    logoText: 'CRIMSON',
    palette: {
      classic: {
        primary: '#b3261e',
        primaryHover: '#8f1e18',
        onPrimary: '#ffffff',
        accent: '#d4a017',
        accentText: '#7d5a00',
        header: '#2a0c0c',
        onHeader: '#ffffff',
        onHeaderMuted: '#e0bfbf',
        focus: '#d4a017',
        heroFrom: '#2a0c0c',
        heroTo: '#b3261e',
      },
      professional: {
        primary: '#ff5a4e',
        primaryHover: '#ff7a70',
        onPrimary: '#1a0606',
        accent: '#f2c14e',
        accentText: '#f2c14e',
        header: '#110505',
        onHeader: '#ffffff',
        onHeaderMuted: '#c9a3a3',
        focus: '#f2c14e',
        heroFrom: '#110505',
        heroTo: '#7a1a14',
      },
    },
  },
};

export const DEFAULT_BRAND: BrandId = 'aurora';

export function isBrandId(value: string): value is BrandId {
  return (BRAND_IDS as readonly string[]).includes(value);
}

/** The brand of a build switch value; an unknown name builds the default brand. */
export function brandOf(id: string): Brand {
  return BRANDS[isBrandId(id) ? id : DEFAULT_BRAND];
}

/** The brand this bundle was built for. */
export const currentBrand: Brand = brandOf(typeof __BRAND__ === 'string' ? __BRAND__ : DEFAULT_BRAND);

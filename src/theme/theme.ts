import { brandOf, currentBrand, type Brand } from '@src/brand';
import { CJK_FONT_STACK } from './fontStack';
import { LIVE_RAIL, type LiveRailLayout } from './liveRail';

/** Design tokens (DESIGN.md: classic light by default, professional dark as the other edition). */
export type Edition = 'classic' | 'professional';

export const EDITIONS: readonly Edition[] = ['classic', 'professional'];

export interface AppTheme {
  edition: Edition;
  brand: Brand['id'];
  colors: {
    /** Brand action colour and its text. */
    primary: string;
    primaryHover: string;
    onPrimary: string;
    accent: string;
    /** The accent as text on the surface (contrast at least 4.5:1). */
    accentText: string;
    background: string;
    surface: string;
    surfaceMuted: string;
    border: string;
    text: string;
    textMuted: string;
    /** The site header band. */
    header: string;
    onHeader: string;
    onHeaderMuted: string;
    danger: string;
    success: string;
    warning: string;
    info: string;
    focus: string;
    overlay: string;
    heroFrom: string;
    heroTo: string;
  };
  space: {
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  fontWeight: { regular: number; medium: number; bold: number };
  fonts: { body: string; numeric: string };
  shadow: { card: string; raised: string; dialog: string };
  layout: { maxWidth: string; headerHeight: string; liveRail: LiveRailLayout };
}

export { CJK_FONT_STACK };

/**
 * A length that follows the root font size (spec 9: it scales with the window width, 16 px at 1920) but
 * never drops below its designed pixel size, so text stays legible on small windows and grows on wide ones.
 */
const scaled = (px: number): string => `max(${px}px, ${px / 16}rem)`;

const shared = {
  space: {
    xxs: scaled(2),
    xs: scaled(4),
    sm: scaled(8),
    md: scaled(12),
    lg: scaled(16),
    xl: scaled(24),
    xxl: scaled(32),
    xxxl: scaled(48),
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fontSize: {
    xs: scaled(12),
    sm: scaled(13),
    md: scaled(14),
    lg: scaled(16),
    xl: scaled(20),
    xxl: scaled(28),
    display: scaled(40),
  },
  fontWeight: { regular: 400, medium: 500, bold: 600 },
  fonts: {
    body: CJK_FONT_STACK,
    // Tabular digits keep amounts from jumping as they change.
    numeric: `"DIN Alternate", "Roboto Mono", ${CJK_FONT_STACK}`,
  },
  layout: { maxWidth: scaled(1200), headerHeight: '64px', liveRail: LIVE_RAIL },
} as const;

const neutral = {
  classic: {
    background: '#f3f5f9',
    surface: '#ffffff',
    surfaceMuted: '#eef2f7',
    border: '#d9e0ea',
    text: '#1b2430',
    textMuted: '#5b6777',
    danger: '#c9302c',
    success: '#1e7e34',
    warning: '#9a5b00',
    info: '#1f5fa8',
    overlay: 'rgba(10, 20, 35, 0.55)',
  },
  professional: {
    background: '#0e131b',
    surface: '#171e29',
    surfaceMuted: '#1f2835',
    border: '#2c3746',
    text: '#e8edf3',
    textMuted: '#9aa7b8',
    danger: '#ff6b66',
    success: '#4cc47a',
    warning: '#f0b44c',
    info: '#6fb1ff',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
} as const;

const shadows = {
  classic: {
    card: '0 1px 2px rgba(16, 30, 54, 0.08)',
    raised: '0 4px 14px rgba(16, 30, 54, 0.12)',
    dialog: '0 20px 48px rgba(10, 20, 35, 0.28)',
  },
  professional: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4)',
    raised: '0 4px 14px rgba(0, 0, 0, 0.45)',
    dialog: '0 20px 48px rgba(0, 0, 0, 0.6)',
  },
} as const;

/** The theme of one brand in one edition: the edition's neutrals under the brand's colours. */
export function createTheme(brand: Brand, edition: Edition): AppTheme {
  return {
    edition,
    brand: brand.id,
    colors: { ...neutral[edition], ...brand.palette[edition] },
    shadow: shadows[edition],
    ...shared,
  };
}

/** The built brand's theme in an edition. */
export function themeFor(edition: Edition, brand: Brand = currentBrand): AppTheme {
  return createTheme(brand, edition);
}

export const classicTheme: AppTheme = createTheme(brandOf('aurora'), 'classic');
export const professionalTheme: AppTheme = createTheme(brandOf('aurora'), 'professional');

/** Design tokens (DESIGN.md: classic light by default, professional dark as the other edition). */
export type Edition = 'classic' | 'professional';

export interface AppTheme {
  edition: Edition;
  colors: {
    /** Brand action colour and its text. */
    primary: string;
    primaryHover: string;
    onPrimary: string;
    accent: string;
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
  layout: { maxWidth: string; headerHeight: string };
}

/** spec: CJK first, so Chinese never falls back to a Latin face's metrics. */
export const CJK_FONT_STACK = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

const shared = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fontSize: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '28px', display: '40px' },
  fontWeight: { regular: 400, medium: 500, bold: 600 },
  fonts: {
    body: CJK_FONT_STACK,
    // Tabular digits keep amounts from jumping as they change.
    numeric: `"DIN Alternate", "Roboto Mono", ${CJK_FONT_STACK}`,
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
} as const;

export const classicTheme: AppTheme = {
  edition: 'classic',
  colors: {
    primary: '#0b6bcb',
    primaryHover: '#0958a8',
    onPrimary: '#ffffff',
    accent: '#f5a623',
    background: '#f3f5f9',
    surface: '#ffffff',
    surfaceMuted: '#eef2f7',
    border: '#d9e0ea',
    text: '#1b2430',
    textMuted: '#5b6777',
    header: '#0f1f33',
    onHeader: '#ffffff',
    onHeaderMuted: '#b7c4d6',
    danger: '#c9302c',
    success: '#1e8e3e',
    warning: '#b26a00',
    focus: '#f5a623',
    overlay: 'rgba(10, 20, 35, 0.55)',
    heroFrom: '#0f1f33',
    heroTo: '#0b6bcb',
  },
  shadow: {
    card: '0 1px 2px rgba(16, 30, 54, 0.08)',
    raised: '0 4px 14px rgba(16, 30, 54, 0.12)',
    dialog: '0 20px 48px rgba(10, 20, 35, 0.28)',
  },
  ...shared,
};

export const professionalTheme: AppTheme = {
  edition: 'professional',
  colors: {
    primary: '#3b8cff',
    primaryHover: '#5aa0ff',
    onPrimary: '#ffffff',
    accent: '#f5b942',
    background: '#0e131b',
    surface: '#171e29',
    surfaceMuted: '#1f2835',
    border: '#2c3746',
    text: '#e8edf3',
    textMuted: '#9aa7b8',
    header: '#080c12',
    onHeader: '#ffffff',
    onHeaderMuted: '#9aa7b8',
    danger: '#ff6b66',
    success: '#4cc47a',
    warning: '#f0b44c',
    focus: '#f5b942',
    overlay: 'rgba(0, 0, 0, 0.65)',
    heroFrom: '#080c12',
    heroTo: '#1d4f99',
  },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4)',
    raised: '0 4px 14px rgba(0, 0, 0, 0.45)',
    dialog: '0 20px 48px rgba(0, 0, 0, 0.6)',
  },
  ...shared,
};

export function themeFor(edition: Edition): AppTheme {
  return edition === 'professional' ? professionalTheme : classicTheme;
}

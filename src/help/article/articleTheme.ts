import { useTheme } from '@emotion/react';
import { useMemo } from 'react';

/** The few theme values the help and legal pages draw with. */
export interface ArticlePalette {
  readonly text: string;
  readonly muted: string;
  readonly border: string;
  readonly surface: string;
  readonly accent: string;
  readonly accentText: string;
  readonly infoBackground: string;
  readonly warningBackground: string;
  readonly warningBorder: string;
  readonly fontFamily: string;
}

const LIGHT_FALLBACK: ArticlePalette = {
  text: '#1f2933',
  muted: '#5f6b7a',
  border: '#d9dee5',
  surface: '#ffffff',
  accent: '#1463d8',
  accentText: '#ffffff',
  infoBackground: '#eef4fd',
  warningBackground: '#fff6e5',
  warningBorder: '#e0a22b',
  fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
};

/** Candidate paths per value, first hit wins: the shell's theme shape may still change, the pages must not break. */
const CANDIDATES: { readonly [K in keyof ArticlePalette]: readonly string[] } = {
  text: ['colors.text', 'color.text', 'palette.text.primary', 'colors.textPrimary'],
  muted: ['colors.textSecondary', 'colors.muted', 'color.muted', 'palette.text.secondary'],
  border: ['colors.border', 'color.border', 'palette.divider'],
  surface: ['colors.surface', 'colors.background', 'color.surface', 'palette.background.paper'],
  accent: ['colors.primary', 'color.primary', 'palette.primary.main', 'colors.accent'],
  accentText: ['colors.onPrimary', 'color.onPrimary', 'palette.primary.contrastText'],
  infoBackground: ['colors.infoBackground', 'colors.infoBg', 'palette.info.light'],
  warningBackground: ['colors.warningBackground', 'colors.warningBg', 'palette.warning.light'],
  warningBorder: ['colors.warning', 'color.warning', 'palette.warning.main'],
  fontFamily: ['fonts.body', 'font.family', 'typography.fontFamily', 'fontFamily'],
};

function pick(theme: unknown, path: string): string | undefined {
  let node: unknown = theme;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Readonly<Record<string, unknown>>)[part];
  }
  return typeof node === 'string' && node.length > 0 ? node : undefined;
}

/** Reads a palette from any theme object, falling back to the light edition's colours. */
export function paletteFromTheme(theme: unknown): ArticlePalette {
  const entries = Object.entries(CANDIDATES).map(([name, paths]) => {
    const key = name as keyof ArticlePalette;
    const found = paths.map((path) => pick(theme, path)).find((value) => value !== undefined);
    return [key, found ?? LIGHT_FALLBACK[key]] as const;
  });
  return Object.fromEntries(entries) as unknown as ArticlePalette;
}

export function useArticlePalette(): ArticlePalette {
  const theme: unknown = useTheme();
  return useMemo(() => paletteFromTheme(theme), [theme]);
}

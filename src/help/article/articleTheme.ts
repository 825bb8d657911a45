import { useTheme } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import { classicTheme } from '@src/theme';

/** The few theme values the help and legal pages draw with. */
export interface ArticlePalette {
  readonly text: string;
  readonly muted: string;
  readonly border: string;
  readonly surface: string;
  /** Headings' rule, links, the current menu entry, the selected tab. */
  readonly accent: string;
  /** Table heads, notes and the current menu entry, in both editions. */
  readonly subtleBackground: string;
  readonly warning: string;
  readonly focus: string;
  readonly fontFamily: string;
}

const isAppTheme = (theme: Partial<Theme>): theme is Theme =>
  typeof theme.colors === 'object' && typeof theme.fonts === 'object';

/** The palette of the current edition; outside a ThemeProvider (an empty theme), the classic edition's. */
export function paletteFromTheme(theme: Partial<Theme>): ArticlePalette {
  const { colors, fonts } = isAppTheme(theme) ? theme : classicTheme;
  return {
    text: colors.text,
    muted: colors.textMuted,
    border: colors.border,
    surface: colors.surface,
    accent: colors.primary,
    subtleBackground: colors.surfaceMuted,
    warning: colors.warning,
    focus: colors.focus,
    fontFamily: fonts.body,
  };
}

export function useArticlePalette(): ArticlePalette {
  // Emotion hands out {} when no ThemeProvider is mounted, whatever its types say.
  const theme: Partial<Theme> = useTheme();
  return useMemo(() => paletteFromTheme(theme), [theme]);
}

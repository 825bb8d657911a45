import { Global, css, useTheme } from '@emotion/react';

/** Base document styles from the theme: CJK font stack, colours, focus ring, reduced motion. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          /* The scroll bar's room is kept from the start: the page does not slide sideways when it grows. */
          scrollbar-gutter: stable;
        }
        body {
          margin: 0;
          min-height: 100vh;
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSize.md};
          line-height: 1.6;
          color: ${theme.colors.text};
          background: ${theme.colors.background};
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        p {
          margin: 0;
        }
        a {
          color: inherit;
        }
        button,
        input {
          font: inherit;
        }
        :focus-visible {
          outline: 2px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            transition-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}

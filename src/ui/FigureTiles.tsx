import styled from '@emotion/styled';

/**
 * A row of figures as tiles (a `dl` of `div`s, each a `dt` label over a `dd` amount): balances on the wallet, transfer
 * and withdrawal pages. Tiles wrap to the width; amounts in tabular figures.
 */
export const FigureTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    font-family: ${({ theme }) => theme.fonts.numeric};
    font-variant-numeric: tabular-nums;
  }
`;

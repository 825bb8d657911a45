import styled from '@emotion/styled';

/** The rows of a member page's list of things that open in place (letters, feedback). */
export const ItemList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * A row's heading: the button that opens and closes it (aria-expanded), laid out in a grid the page sets
 * with grid-template-columns; the title (`.item-title`) is cut to one line, the time is muted.
 */
export const ItemHeading = styled.button`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .item-title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** A row's kind, as a small muted label. */
export const ItemTag = styled.span`
  padding: 1px 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

import styled from '@emotion/styled';

/** A button that reads as a word inside a field or a line, like an amount field's 全部; 40 px tall for a finger. */
export const InlineTextButton = styled.button`
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.accentText};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

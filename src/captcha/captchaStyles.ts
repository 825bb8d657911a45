import styled from '@emotion/styled';

/** A message under the puzzle or the picture: errors in the danger colour, progress muted. */
export const CaptchaStatus = styled.p<{ tone: 'error' | 'info' | 'success' }>`
  min-height: 20px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 20px;
  text-align: center;
  color: ${({ theme, tone }) =>
    tone === 'error'
      ? theme.colors.danger
      : tone === 'success'
        ? theme.colors.success
        : theme.colors.textMuted};
`;

export const CaptchaToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    text-decoration: underline;
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

/** Keeps the dialog from jumping while a puzzle loads. */
export const PuzzlePlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  align-self: center;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

import styled from '@emotion/styled';

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 520px;
  > button[type='submit'] {
    align-self: flex-start;
    min-width: 10em;
  }
`;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(9em, 12em) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

/** A binding that is done: shown read-only (spec 5: profile data is fixed once confirmed). */
export const BoundValue = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  p {
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  p::before {
    content: '✓';
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.success};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

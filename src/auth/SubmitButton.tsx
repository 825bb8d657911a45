import styled from '@emotion/styled';
import type { ComponentProps } from 'react';
import { Button } from '@src/ui';

const Styled = styled(Button)`
  &[data-inactive='true'],
  &[data-inactive='true']:hover:not(:disabled) {
    opacity: 1;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'inactive' | 'type'> {
  /** spec 4: looks inactive until the required fields are filled, yet stays pressable to show what is missing. */
  inactive: boolean;
}

/**
 * The auth forms' submit. Its inactive look keeps readable contrast (WCAG 1.4.3), where a faded primary
 * button would not: it is not disabled, so it still has to be legible.
 */
export function SubmitButton({ inactive, ...props }: SubmitButtonProps) {
  return <Styled type="submit" size="lg" block data-inactive={inactive} {...props} />;
}

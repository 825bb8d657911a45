import styled from '@emotion/styled';
import { VisuallyHidden } from '@src/ui';
import { useAuthText, type AuthTextKey } from './authText';

const STEPS: readonly AuthTextKey[] = ['forgot.steps.identity', 'forgot.steps.verify', 'forgot.steps.reset'];

const List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li<{ state: 'done' | 'current' | 'todo' }>`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, state }) => (state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ theme, state }) => (state === 'current' ? theme.fontWeight.bold : theme.fontWeight.regular)};
  &::before {
    counter-increment: step;
    content: ${({ state }) => (state === 'done' ? "'✓'" : 'counter(step)')};
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    border: 2px solid ${({ theme, state }) => (state === 'todo' ? theme.colors.border : theme.colors.primary)};
    background: ${({ theme, state }) => (state === 'todo' ? theme.colors.surface : theme.colors.primary)};
    color: ${({ theme, state }) => (state === 'todo' ? theme.colors.textMuted : theme.colors.onPrimary)};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  &:not(:first-of-type)::after {
    content: '';
    position: absolute;
    top: 13px;
    right: 50%;
    width: 100%;
    height: 2px;
    background: ${({ theme, state }) => (state === 'todo' ? theme.colors.border : theme.colors.primary)};
  }
`;

/** The 3-step progress of spec 2.6: identity info, identity verification, reset password. */
export function ForgotSteps({ step }: { step: number }) {
  const t = useAuthText();
  return (
    <List aria-label={t('forgot.stepsLabel')}>
      {STEPS.map((key, index) => {
        const state = index < step ? 'done' : index === step ? 'current' : 'todo';
        return (
          <Step key={key} state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {t(key)}
            {state === 'done' ? <VisuallyHidden>{t('forgot.stepState.done')}</VisuallyHidden> : null}
          </Step>
        );
      })}
    </List>
  );
}

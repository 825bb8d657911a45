import { useId, type ReactNode } from 'react';
import styled from '@emotion/styled';

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  label {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    cursor: pointer;
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background 0.15s;
  touch-action: manipulation;
  /* A 44px touch target around the 28px track. */
  &::before {
    content: '';
    position: absolute;
    inset: -8px -2px;
  }
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #ffffff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
    transition: transform 0.15s;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
  }
  &[aria-checked='true']::after {
    transform: translateX(20px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

export interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Said under the label and tied to the switch (aria-describedby). */
  explanation?: ReactNode;
}

/** An on/off switch (role="switch"), labelled, operable by Space and Enter like any button. */
export function ToggleSwitch({ label, checked, onChange, disabled, explanation }: ToggleSwitchProps) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={explanation ? `${id}-explain` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
      {explanation ? <p id={`${id}-explain`}>{explanation}</p> : null}
    </Wrap>
  );
}

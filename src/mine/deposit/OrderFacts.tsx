import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Button, useCopy } from '@src/ui';
import { useDepositText } from './useDepositText';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(5.5em, max-content) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.numeric};
  }
  dd:last-of-type {
    grid-column: auto;
  }
`;

const Emphasis = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.colors.accentText};
`;

export interface FactProps {
  label: string;
  value: string;
  /** The amount to pay, the address: shown larger. */
  emphasis?: boolean;
  /** Copy button ("复制成功" toast, spec 2.6). */
  copy?: boolean;
  children?: ReactNode;
}

/** One line of the order: label, value and, where the payer types it elsewhere, a copy button. */
export function Fact({ label, value, emphasis = false, copy = false, children }: FactProps) {
  const t = useDepositText();
  const copyText = useCopy();
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {emphasis ? <Emphasis>{value}</Emphasis> : value}
        {children}
      </dd>
      {copy ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={t('wait.copyLabel', { what: label })}
          onClick={() => void copyText(value)}
        >
          {t('wait.copy')}
        </Button>
      ) : (
        <span />
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import styled from '@emotion/styled';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Eyebrow = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A simple page frame for pages that only say something (coming soon, not found, error). */
export function PageFrame({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Frame aria-labelledby="page-title">
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h1 id="page-title">{title}</h1>
      {children}
    </Frame>
  );
}

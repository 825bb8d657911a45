import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';

export const Card = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: 0 ${({ theme }) => theme.space.xl};
  margin: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 8.5em minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export interface ProfileRowProps {
  label: string;
  /** The value; null shows `empty` muted. */
  value: ReactNode | null;
  empty?: string;
  /** A link to where the member completes or manages it. */
  action?: { to: string; label: string } | undefined;
  /** Controls that complete it in place (instead of a link). */
  controls?: ReactNode;
}

export function ProfileRow({ label, value, empty, action, controls }: ProfileRowProps) {
  return (
    <Row>
      <dt>{label}</dt>
      <dd>{value ?? <Muted>{empty}</Muted>}</dd>
      <dd>{action ? <Action to={action.to}>{action.label}</Action> : (controls ?? null)}</dd>
    </Row>
  );
}

export { List as ProfileList };

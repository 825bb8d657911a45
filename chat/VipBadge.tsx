import styled from '@emotion/styled';
import { useChatText } from './chatI18n';

/**
 * VIP0..VIP10: each grade its own colours, on its own background so it reads in both editions; every pair keeps
 * at least 4.5:1 (WCAG 1.4.3), the top grade's gradient at each of its stops.
 */
const GRADE_COLOURS: readonly (readonly [background: string, text: string])[] = [
  ['#5f6b7a', '#ffffff'],
  ['#3d7a4e', '#ffffff'],
  ['#2e6f6b', '#ffffff'],
  ['#2f6cb3', '#ffffff'],
  ['#2f5fb3', '#ffffff'],
  ['#6a4fc4', '#ffffff'],
  ['#8d3fb8', '#ffffff'],
  ['#b8437a', '#ffffff'],
  ['#b0471f', '#ffffff'],
  ['#d4a017', '#2b1d00'],
  ['linear-gradient(135deg, #f7d774 0%, #d49b1c 55%, #c4901c 100%)', '#2b1d00'],
];

export const VIP_TOP_GRADE = GRADE_COLOURS.length - 1;

const Badge = styled.span<{ grade: number }>`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  height: 16px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ grade }) => GRADE_COLOURS[grade]?.[0]};
  color: ${({ grade }) => GRADE_COLOURS[grade]?.[1]};
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: 10px;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-style: italic;
  line-height: 1;
  letter-spacing: 0.02em;
  ${({ grade }) => (grade >= 8 ? 'box-shadow: 0 0 0 1px rgba(255, 215, 120, 0.6);' : '')}
`;

/** The sender's VIP grade (spec 3 10007: the room may require one to send). */
export function VipBadge({ level }: { level: number }) {
  const t = useChatText();
  const grade = Math.max(0, Math.min(VIP_TOP_GRADE, Math.floor(level)));
  return (
    <Badge grade={grade} data-vip-grade={grade} title={t('vip.label', { level })}>
      {t('vip.badge', { level })}
    </Badge>
  );
}

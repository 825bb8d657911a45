import styled from '@emotion/styled';
import type { ChatScore } from '@src/contract';
import { useChatText } from './chatI18n';

const Bar = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Team = styled.span<{ side: 'home' | 'away' }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: ${({ side }) => (side === 'home' ? 'right' : 'left')};
`;

const Middle = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  line-height: 1.2;
`;

const Goals = styled.strong`
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSize.xl};
  letter-spacing: 0.04em;
`;

const Clock = styled.span`
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Flash = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const KNOWN_EVENTS = ['goal', 'start', 'end'] as const;
type KnownEvent = (typeof KNOWN_EVENTS)[number];
const isKnownEvent = (event: string | undefined): event is KnownEvent =>
  KNOWN_EVENTS.some((known) => known === event);

/** A match room's live score (10014 pushes). */
export function ChatScoreBar({ score }: { score: ChatScore }) {
  const t = useChatText();
  const home = score.team_h ?? t('score.home');
  const away = score.team_c ?? t('score.away');
  const clock = [score.se_now, score.re_time].filter(Boolean).join(' ');
  return (
    <Bar role="status" aria-label={t('score.label')}>
      <Team side="home">{home}</Team>
      <Middle>
        <Goals>
          {score.sc_FT_H} : {score.sc_FT_C}
        </Goals>
        {isKnownEvent(score.event) ? <Flash>{t(`score.event.${score.event}`)}</Flash> : null}
        {clock ? <Clock>{clock}</Clock> : null}
      </Middle>
      <Team side="away">{away}</Team>
    </Bar>
  );
}

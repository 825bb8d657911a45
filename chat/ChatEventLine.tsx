import styled from '@emotion/styled';
import type { ChatEvent } from '@streams';
import { formatMoney } from '@src/ui';
import { useChatText, type ChatTranslate } from './chatI18n';
import { formatChatTime } from './chatTime';
import { VipBadge } from './VipBadge';

const SystemLine = styled.p`
  display: flex;
  justify-content: center;
  padding: 2px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
  overflow-wrap: anywhere;
  span {
    padding: 1px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Card = styled.article<{ tone: 'gift' | 'prediction' | 'notice' }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid
    ${({ theme, tone }) =>
      tone === 'gift'
        ? theme.colors.accent
        : tone === 'prediction'
          ? theme.colors.success
          : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const CardTitle = styled.h3`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const CardBody = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
`;

const Strong = styled.strong<{ tone?: 'accent' | 'success' }>`
  color: ${({ theme, tone }) =>
    tone === 'accent' ? theme.colors.warning : tone === 'success' ? theme.colors.success : 'inherit'};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Score = styled.strong`
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.colors.success};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** The text of a plain system line (every event kind has one). */
function systemText(event: ChatEvent, t: ChatTranslate): string {
  switch (event.kind) {
    case 'memberJoined':
      return t('event.memberJoined', { name: event.user?.username ?? t('message.guest') });
    case 'vipLevel':
      return event.minVipLevel && event.minVipLevel > 0
        ? t('event.vipLevel', { level: event.minVipLevel })
        : t('event.vipLevelAll');
    case 'error':
      return event.code ? t(`notice.${event.code}`) : t('event.error');
    default:
      return t(`event.${event.kind}`);
  }
}

/** A system line of the room: joins, moderation, room changes, and the gift, prediction and notice cards. */
export function ChatEventLine({ event }: { event: ChatEvent }) {
  const t = useChatText();
  if (event.kind === 'gift' && event.gift) {
    const { gift } = event;
    return (
      <Card tone="gift" aria-label={t('event.gift')} data-event="gift">
        <CardTitle>
          <span>{t('event.gift')}</span>
          <Muted>{formatChatTime(gift.sentAt)}</Muted>
        </CardTitle>
        <CardBody>
          <VipBadge level={gift.vipLevel} />
          <span>{t('gift.line', { name: gift.username, gift: gift.giftName, count: gift.count })}</span>
          <Strong tone="accent">
            {t('gift.amount', { amount: formatMoney(gift.amount, { trimZeroCents: true }) })}
          </Strong>
        </CardBody>
      </Card>
    );
  }
  if (event.kind === 'prediction' && event.prediction) {
    const { prediction } = event;
    return (
      <Card tone="prediction" aria-label={t('event.prediction')} data-event="prediction">
        <CardTitle>
          <span>{t('event.prediction')}</span>
          <Muted>{formatChatTime(prediction.sentAt)}</Muted>
        </CardTitle>
        <CardBody>
          <span>{t('prediction.line', { name: prediction.username })}</span>
          <Score>{prediction.prediction}</Score>
        </CardBody>
        {prediction.note ? <Muted>{prediction.note}</Muted> : null}
      </Card>
    );
  }
  if (event.kind === 'notice') {
    return (
      <Card tone="notice" aria-label={t('event.notice')} data-event="notice">
        <CardTitle>
          <span>{t('notice.notice')}</span>
        </CardTitle>
        {/* The operator's announcement, as text. */}
        <CardBody>{event.text}</CardBody>
      </Card>
    );
  }
  return (
    <SystemLine data-event={event.kind}>
      <span>{systemText(event, t)}</span>
    </SystemLine>
  );
}

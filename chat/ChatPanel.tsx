import styled from '@emotion/styled';
import { selectChatLink, selectChatRoom, selectRoomMissing } from '@streams';
import { useAppSelector } from '@src/store/hooks';
import { ChatComposer } from './ChatComposer';
import { ChatGuestBanner } from './ChatGuestBanner';
import { useChatText } from './chatI18n';
import { ChatMessageList } from './ChatMessageList';
import { ChatScoreBar } from './ChatScoreBar';
import { useChatRoomPresence } from './useChatRoomPresence';

const Panel = styled.section<{ framed: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 320px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme, framed }) =>
    framed
      ? `border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius.lg}; box-shadow: ${theme.shadow.card};`
      : ''}
`;

const Header = styled.header`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Online = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  &::before {
    content: '';
    display: inline-block;
    width: 6px;
    height: 6px;
    margin-right: 4px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
    vertical-align: middle;
  }
`;

const Banner = styled.p<{ tone: 'warning' | 'danger' }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme, tone }) => (tone === 'danger' ? theme.colors.danger : theme.colors.warning)};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Empty = styled.p`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface ChatPanelProps {
  /** The room: `lobby` or `match:<gameId>` (matchRoomId). */
  rid: string;
  /** Asks the shell to open its login dialog (guests are invited to log in). */
  onLoginRequest: () => void;
  /** A card with its own border (beside a match); false inside a drawer. Default true. */
  framed?: boolean;
}

/** The chat of one room: who is there, the messages, and the line to write in. */
export function ChatPanel({ rid, onLoginRequest, framed = true }: ChatPanelProps) {
  const t = useChatText();
  useChatRoomPresence(rid);
  const room = useAppSelector((state) => selectChatRoom(state, rid));
  const link = useAppSelector(selectChatLink);
  const missing = useAppSelector((state) => selectRoomMissing(state, rid));
  const name = room?.name ?? t('drawer.title');
  const destroyed = room?.destroyed ?? false;

  return (
    <Panel framed={framed} aria-label={t('panel.label', { room: name })}>
      <Header>
        <Title>{name}</Title>
        {room && !destroyed ? <Online>{t('panel.online', { count: room.online })}</Online> : null}
      </Header>
      {room?.kind === 'match' && room.score && !destroyed ? <ChatScoreBar score={room.score} /> : null}
      {link === 'closed' ? (
        <Banner tone="warning" role="status">
          {t('panel.reconnecting')}
        </Banner>
      ) : null}
      {destroyed ? (
        <Banner tone="danger" role="alert">
          {t('panel.destroyed')}
        </Banner>
      ) : null}
      {missing ? <Empty role="alert">{t('panel.missing')}</Empty> : <ChatMessageList rid={rid} />}
      <ChatGuestBanner rid={rid} onLoginRequest={onLoginRequest} />
      {missing ? null : <ChatComposer rid={rid} onLoginRequest={onLoginRequest} />}
    </Panel>
  );
}

import styled from '@emotion/styled';
import type { RowComponentProps } from 'react-window';
import {
  chatHistoryRequested,
  chatPendingDiscarded,
  chatSendRetried,
  selectChat,
  selectChatMessage,
  selectChatRoom,
  selectChatUser,
  selectHistoryCursor,
} from '@streams';
import { CHAT_MESSAGE_MAX_LENGTH } from '@src/contract';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { ChatEventLine } from './ChatEventLine';
import { useChatText } from './chatI18n';
import { formatChatTime } from './chatTime';
import type { ChatTimelineItem } from './chatTimeline';
import { VipBadge } from './VipBadge';

export interface ChatRowProps {
  items: readonly ChatTimelineItem[];
  rid: string;
}

/** react-window's row key: the item's own key, so rows keep their identity when older history is prepended. */
export function chatRowKey(index: number, { items }: ChatRowProps): string {
  return items[index]?.key ?? `row-${index}`;
}

const RowShell = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/** One row of the chat list (react-window rowComponent: module scope, so rows are not remounted per render). */
export function ChatRow({ index, style, ariaAttributes, items, rid }: RowComponentProps<ChatRowProps>) {
  const item = items[index];
  return (
    <RowShell style={style} {...ariaAttributes}>
      {item?.kind === 'message' ? <MessageRow rid={rid} id={item.id} /> : null}
      {item?.kind === 'event' ? <EventRow seq={item.seq} /> : null}
      {item?.kind === 'pending' ? <PendingRow cmid={item.cmid} /> : null}
      {item?.kind === 'history' ? <HistoryRow rid={rid} alone={items.length === 1} /> : null}
    </RowShell>
  );
}

const Line = styled.div<{ own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ own }) => (own ? 'flex-end' : 'flex-start')};
  gap: 2px;
`;

const Meta = styled.div<{ own: boolean }>`
  display: flex;
  flex-direction: ${({ own }) => (own ? 'row-reverse' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.4;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Tag = styled.span`
  flex-shrink: 0;
  padding: 0 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 10px;
  line-height: 14px;
`;

const Time = styled.time`
  flex-shrink: 0;
  font-family: ${({ theme }) => theme.fonts.numeric};
`;

const Bubble = styled.p<{ own: boolean; faded?: boolean }>`
  max-width: 85%;
  padding: ${({ theme }) => `6px ${theme.space.md}`};
  border-radius: ${({ theme, own }) =>
    own
      ? `${theme.radius.lg} ${theme.radius.sm} ${theme.radius.lg} ${theme.radius.lg}`
      : `${theme.radius.sm} ${theme.radius.lg} ${theme.radius.lg} ${theme.radius.lg}`};
  background: ${({ theme, own }) => (own ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ theme, own }) => (own ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.5;
  /* Verbatim text: keep the sender's spaces and line breaks, break long runs anywhere. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  opacity: ${({ faded }) => (faded ? 0.6 : 1)};
`;

function MessageRow({ rid, id }: { rid: string; id: number }) {
  const t = useChatText();
  const message = useAppSelector((state) => selectChatMessage(state, rid, id));
  const me = useAppSelector(selectChatUser);
  if (!message) return null;
  const own = me !== null && message.userId === me.userId;
  return (
    <Line own={own} data-message-id={message.id}>
      <Meta own={own}>
        <VipBadge level={message.vipLevel} />
        <Name>{own ? t('message.mine') : message.username}</Name>
        {message.guest ? <Tag>{t('message.guest')}</Tag> : null}
        <Time dateTime={new Date(message.sentAt).toISOString()}>{formatChatTime(message.sentAt)}</Time>
      </Meta>
      {/* Rendered as text: React escapes it, so markup in a message shows literally. */}
      <Bubble own={own}>{message.text}</Bubble>
    </Line>
  );
}

const PendingStatus = styled.div<{ failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, failed }) => (failed ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

function PendingRow({ cmid }: { cmid: string }) {
  const t = useChatText();
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectChat(state).pending.entities[cmid]);
  if (!pending) return null;
  const failed = pending.state === 'failed';
  const reason = pending.error ? t(`failure.${pending.error.reason}`, { max: CHAT_MESSAGE_MAX_LENGTH }) : '';
  return (
    <Line own data-pending={pending.state}>
      <Bubble own faded={!failed}>
        {pending.text}
      </Bubble>
      <PendingStatus failed={failed} role={failed ? 'alert' : undefined}>
        {failed ? (
          <>
            <span>{reason ? `${t('message.failed')}：${reason}` : t('message.failed')}</span>
            <TextButton type="button" onClick={() => dispatch(chatSendRetried(cmid))}>
              {t('message.retry')}
            </TextButton>
            <TextButton type="button" onClick={() => dispatch(chatPendingDiscarded(cmid))}>
              {t('message.discard')}
            </TextButton>
          </>
        ) : (
          <span>{t('message.sending')}</span>
        )}
      </PendingStatus>
    </Line>
  );
}

function EventRow({ seq }: { seq: number }) {
  const event = useAppSelector((state) => selectChat(state).events.entities[seq]);
  return event ? <ChatEventLine event={event} /> : null;
}

const HistoryEdge = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** The top row: older history on request (scrolling up asks too), or that there is none. */
function HistoryRow({ rid, alone }: { rid: string; alone: boolean }) {
  const t = useChatText();
  const dispatch = useAppDispatch();
  const joined = useAppSelector((state) => selectChatRoom(state, rid) !== undefined);
  const cursor = useAppSelector((state) => selectHistoryCursor(state, rid));
  if (!joined) return <HistoryEdge />;
  if (cursor.loading) return <HistoryEdge role="status">{t('list.loadingOlder')}</HistoryEdge>;
  if (cursor.hasMore) {
    return (
      <HistoryEdge>
        <TextButton type="button" onClick={() => dispatch(chatHistoryRequested({ rid }))}>
          {t('list.loadOlder')}
        </TextButton>
      </HistoryEdge>
    );
  }
  return <HistoryEdge>{alone ? t('list.empty') : t('list.noOlder')}</HistoryEdge>;
}

import { useCallback, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import styled from '@emotion/styled';
import { List, useDynamicRowHeight, useListRef } from 'react-window';
import {
  chatHistoryRequested,
  selectHistoryCursor,
  selectRoomEvents,
  selectRoomMessages,
  selectRoomPending,
} from '@streams';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { useChatText } from './chatI18n';
import { ChatRow, chatRowKey, type ChatRowProps } from './ChatRow';
import { buildChatTimeline } from './chatTimeline';

/** Within this many pixels of the end the list counts as "at the bottom" and follows new messages. */
const STICK_THRESHOLD_PX = 48;
/** Scrolling up to within this many pixels of the top asks for the next older page. */
const LOAD_OLDER_THRESHOLD_PX = 80;
const ESTIMATED_ROW_PX = 56;
/** Rows rendered before the list has measured itself (jsdom never does). */
const DEFAULT_LIST_HEIGHT_PX = 480;

const Area = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

const NewMessagesPill = styled.button`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space.md};
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  z-index: 1;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &::after {
    content: ' ↓';
  }
`;

function useRoomTimeline(rid: string) {
  const messages = useAppSelector((state) => selectRoomMessages(state, rid));
  const events = useAppSelector((state) => selectRoomEvents(state, rid));
  const pending = useAppSelector((state) => selectRoomPending(state, rid));
  return useMemo(() => buildChatTimeline(messages, events, pending), [messages, events, pending]);
}

/**
 * The room's rows, virtualized with measured heights. It follows the newest row while the reader is at the
 * bottom; once they scroll up it stays put, counts what arrives below behind a "新消息" pill, and asks for
 * older history as they near the top.
 */
export function ChatMessageList({ rid }: { rid: string }) {
  const t = useChatText();
  const dispatch = useAppDispatch();
  const items = useRoomTimeline(rid);
  const cursor = useAppSelector((state) => selectHistoryCursor(state, rid));
  const listRef = useListRef(null);
  const rowHeight = useDynamicRowHeight({ defaultRowHeight: ESTIMATED_ROW_PX, key: rid });
  const rowProps = useMemo<ChatRowProps>(() => ({ items, rid }), [items, rid]);

  /** Following the bottom (the reader has not scrolled up). */
  const sticking = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const seen = useRef({ rid, first: items[1]?.key, last: items.at(-1)?.key, count: items.length });
  const lastHeight = useRef(0);

  // New rows: follow them, or count them behind the pill; older history above: keep the reader's place.
  useLayoutEffect(() => {
    const before = seen.current;
    const first = items[1]?.key;
    const last = items.at(-1)?.key;
    seen.current = { rid, first, last, count: items.length };
    const list = listRef.current?.element;
    if (before.rid !== rid) {
      sticking.current = true;
      setUnseen(0);
      return;
    }
    // Older history went in above the rows the reader had.
    const prepended = before.first !== undefined && first !== before.first;
    if (last !== before.last && items.length > before.count) {
      // Sending is a wish to see the conversation: jump down.
      if (items.at(-1)?.kind === 'pending') sticking.current = true;
      else if (!sticking.current && !prepended) {
        const arrived = items
          .slice(before.count)
          .filter((item) => !(item.kind === 'event' && item.quiet)).length;
        if (arrived > 0) setUnseen((count) => count + arrived);
      }
    }
    if (list && !sticking.current && prepended && lastHeight.current > 0) {
      list.scrollTop += list.scrollHeight - lastHeight.current;
    }
  }, [items, rid, listRef]);

  // After every render (rows measured, rows added): stay pinned to the bottom while following.
  useLayoutEffect(() => {
    const list = listRef.current?.element;
    if (!list) return;
    if (sticking.current) list.scrollTop = list.scrollHeight;
    lastHeight.current = list.scrollHeight;
  });

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const list = event.currentTarget;
      const fromBottom = list.scrollHeight - list.scrollTop - list.clientHeight;
      sticking.current = fromBottom <= STICK_THRESHOLD_PX;
      lastHeight.current = list.scrollHeight;
      if (sticking.current) setUnseen(0);
      else if (list.scrollTop <= LOAD_OLDER_THRESHOLD_PX && cursor.hasMore && !cursor.loading) {
        dispatch(chatHistoryRequested({ rid }));
      }
    },
    [cursor.hasMore, cursor.loading, dispatch, rid],
  );

  const jumpToNewest = (): void => {
    sticking.current = true;
    setUnseen(0);
    const list = listRef.current?.element;
    if (list) list.scrollTop = list.scrollHeight;
  };

  return (
    <Area>
      <List
        listRef={listRef}
        aria-label={t('list.label')}
        tabIndex={0}
        rowComponent={ChatRow}
        rowProps={rowProps}
        rowCount={items.length}
        rowHeight={rowHeight}
        rowKey={chatRowKey}
        defaultHeight={DEFAULT_LIST_HEIGHT_PX}
        overscanCount={6}
        onScroll={onScroll}
        style={{ height: '100%' }}
      />
      {unseen > 0 ? (
        <NewMessagesPill type="button" onClick={jumpToNewest}>
          {unseen > 1 ? t('list.newMessagesCount', { count: unseen }) : t('list.newMessages')}
        </NewMessagesPill>
      ) : null}
    </Area>
  );
}

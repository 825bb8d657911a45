import styled from '@emotion/styled';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Letter, type LetterKindFilter } from '@src/contract';
import { siteTime } from '@src/contract/siteClock';
import { useServices } from '@src/app/ServicesContext';
import { describeError } from '@src/i18n';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button, toasts, useDialogs } from '@src/ui';
import { ItemHeading, ItemTag } from '../expandableList';
import { PagedListView, pagedListTexts } from '../PagedListView';
import { Card } from '../ProfileRows';
import { unreadRefreshRequested, type UnreadRootState } from '../unread';
import { usePagedList } from '../usePagedList';
import { MESSAGE_TABS, unreadOfTab } from './letterKinds';
import { useMessageText } from './useMessageText';

/** Letters per request. */
export const MESSAGE_PAGE_SIZE = 20;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Count = styled.span`
  min-width: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 18px;
  text-align: center;
`;

const Heading = styled(ItemHeading)`
  grid-template-columns: 10px auto minmax(0, 1fr) auto;
  &[data-read='false'] strong {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  &[data-read='true'] strong {
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;

const Body = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.md} calc(10px + ${theme.space.md} + ${theme.space.sm})`};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    line-height: 1.7;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const letterId = (letter: Letter): number => letter.id;

/**
 * /mine/message (spec 7.1 site/letter/*): the member's letters by kind, newest first, a page at a time. Opening
 * an unread letter marks it read; 全部已读 marks a whole tab read; a letter can be deleted after a confirmation.
 * The header's unread badge is asked for again after each change.
 */
export function MessagePage() {
  const t = useMessageText();
  const { t: appT } = useTranslation();
  const { api } = useServices();
  const dialogs = useDialogs();
  const dispatch = useAppDispatch();
  const counts = useAppSelector((root: UnreadRootState) => root.unread.counts);
  const [tab, setTab] = useState<LetterKindFilter>('all');
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const loadPage = useCallback(
    (pageNum: number, pageSize: number) => api.data('letterList', { kind: tab, pageNum, pageSize }),
    [api, tab],
  );
  const { list, update, removeItem, loadMore, retry } = usePagedList(loadPage, MESSAGE_PAGE_SIZE, letterId);

  // A tab opens with every letter closed.
  const chooseTab = (next: LetterKindFilter): void => {
    setTab(next);
    setOpen(null);
  };

  const markRead = (ids: ReadonlySet<number>): void =>
    update((shown) => ({
      ...shown,
      items: shown.items.map((letter) => (ids.has(letter.id) ? { ...letter, read: true } : letter)),
    }));

  const toggle = (letter: Letter): void => {
    const opening = open !== letter.id;
    setOpen(opening ? letter.id : null);
    if (!opening || letter.read) return;
    markRead(new Set([letter.id]));
    api.data('letterRead', { ids: [letter.id] }).then(
      () => dispatch(unreadRefreshRequested()),
      (error: unknown) => {
        update((shown) => ({
          ...shown,
          items: shown.items.map((item) => (item.id === letter.id ? { ...item, read: false } : item)),
        }));
        toasts.error(describeError(error, appT));
      },
    );
  };

  const remove = async (letter: Letter): Promise<void> => {
    const sure = await dialogs.tips({
      title: t('deleteTitle'),
      message: t('deleteConfirm', { title: letter.title }),
      showCancel: true,
      sureText: t('deleteSure'),
      cancelText: t('deleteCancel'),
    });
    if (!sure) return;
    try {
      await api.data('letterDelete', { ids: [letter.id] });
      removeItem(letter.id);
      setOpen(null);
      toasts.success(t('deleted'));
      dispatch(unreadRefreshRequested());
    } catch (error) {
      toasts.error(describeError(error, appT));
    }
  };

  const readAll = async (): Promise<void> => {
    if (list.status !== 'ok') return;
    setBusy(true);
    try {
      await api.data('letterReadAll', { kind: tab });
      markRead(new Set(list.items.map(letterId)));
      toasts.success(t('readAllDone'));
      dispatch(unreadRefreshRequested());
    } catch (error) {
      toasts.error(describeError(error, appT));
    } finally {
      setBusy(false);
    }
  };

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, selection follows focus).
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = MESSAGE_TABS.indexOf(tab);
    const last = MESSAGE_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % MESSAGE_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % MESSAGE_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    chooseTab(MESSAGE_TABS[target] ?? 'all');
    tabRefs.current[target]?.focus();
  };

  const listTexts = pagedListTexts(t);
  const tabUnread = counts ? unreadOfTab(counts, tab) : 0;
  const listedUnread = list.status === 'ok' && list.items.some((letter) => !letter.read);

  return (
    <Card aria-labelledby="message-title">
      <h2 id="message-title">{t('title')}</h2>
      <Toolbar>
        <Tabs role="tablist" aria-label={t('tabs')} onKeyDown={onTabKey}>
          {MESSAGE_TABS.map((choice, index) => {
            const unread = counts ? unreadOfTab(counts, choice) : 0;
            return (
              <button
                key={choice}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`message-tab-${choice}`}
                aria-selected={tab === choice}
                aria-controls="message-panel"
                tabIndex={tab === choice ? 0 : -1}
                onClick={() => chooseTab(choice)}
              >
                {t(`kind.${choice}`)}
                {unread > 0 && <Count aria-label={t('unreadCount', { count: unread })}>{unread}</Count>}
              </button>
            );
          })}
        </Tabs>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={busy || (tabUnread === 0 && !listedUnread)}
          onClick={() => void readAll()}
        >
          {t('readAll')}
        </Button>
      </Toolbar>
      <div role="tabpanel" id="message-panel" aria-labelledby={`message-tab-${tab}`}>
        <PagedListView
          list={list}
          retry={retry}
          loadMore={loadMore}
          texts={listTexts}
          renderItem={(letter) => (
            <li key={letter.id} data-letter={letter.id}>
              <Heading
                type="button"
                data-read={letter.read}
                aria-expanded={open === letter.id}
                aria-controls={`letter-${letter.id}`}
                onClick={() => toggle(letter)}
              >
                {letter.read ? <span /> : <Dot role="img" aria-label={t('unread')} />}
                <ItemTag>{t(`kind.${letter.kind}`)}</ItemTag>
                <strong className="item-title">{letter.title}</strong>
                <time dateTime={new Date(letter.createdAt).toISOString()}>{siteTime(letter.createdAt)}</time>
              </Heading>
              {open === letter.id && (
                <Body id={`letter-${letter.id}`}>
                  <p>{letter.content}</p>
                  <Button type="button" variant="link" size="sm" onClick={() => void remove(letter)}>
                    {t('delete')}
                  </Button>
                </Body>
              )}
            </li>
          )}
        />
      </div>
    </Card>
  );
}

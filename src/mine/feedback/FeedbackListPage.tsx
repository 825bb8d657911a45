import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Feedback } from '@src/contract';
import { siteTime } from '@src/contract/siteClock';
import { useServices } from '@src/app/ServicesContext';
import { describeError } from '@src/i18n';
import { useAppDispatch } from '@src/store/hooks';
import { Button, ButtonLink, toasts, useDialogs } from '@src/ui';
import { ItemHeading, ItemTag } from '../expandableList';
import { PagedListView, pagedListTexts } from '../PagedListView';
import { Card } from '../ProfileRows';
import { unreadRefreshRequested } from '../unread';
import { usePagedList } from '../usePagedList';
import { useFeedbackText } from './useFeedbackText';

/** Feedback per request. */
export const FEEDBACK_LIST_PAGE_SIZE = 20;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Heading = styled(ItemHeading)`
  grid-template-columns: auto minmax(0, 1fr) auto auto;
`;

const Status = styled.span<{ tone: 'pending' | 'replied' | 'new' }>`
  padding: 0 8px;
  border: 1px solid
    ${({ theme, tone }) => (tone === 'new' ? theme.colors.danger : tone === 'replied' ? theme.colors.success : theme.colors.border)};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 18px;
  color: ${({ theme, tone }) =>
    tone === 'new' ? '#ffffff' : tone === 'replied' ? theme.colors.success : theme.colors.textMuted};
  background: ${({ theme, tone }) => (tone === 'new' ? theme.colors.danger : 'transparent')};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.md}`};
  p {
    margin: 0;
    line-height: 1.7;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  > button {
    align-self: flex-start;
  }
`;

const Reply = styled.section`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const feedbackId = (item: Feedback): number => item.id;

/**
 * /mine/feedback/list (spec 7.1 user/feedback/*): the member's feedback, newest first, with whether customer
 * service has answered. Opening one shows what was written and the reply, which is then read (the menu's count
 * goes down); a feedback can be deleted after a confirmation.
 */
export function FeedbackListPage() {
  const t = useFeedbackText();
  const { t: appT } = useTranslation();
  const { api } = useServices();
  const dialogs = useDialogs();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<number | null>(null);
  const loadPage = useCallback(
    (pageNum: number, pageSize: number) => api.data('feedbackList', { pageNum, pageSize }),
    [api],
  );
  const { list, update, removeItem, loadMore, retry } = usePagedList(
    loadPage,
    FEEDBACK_LIST_PAGE_SIZE,
    feedbackId,
  );

  const replace = (item: Feedback): void =>
    update((shown) => ({ ...shown, items: shown.items.map((old) => (old.id === item.id ? item : old)) }));

  const toggle = (item: Feedback): void => {
    const opening = open !== item.id;
    setOpen(opening ? item.id : null);
    if (!opening || item.reply === null || item.replyRead) return;
    // Asking for it reads the reply; the answer is the feedback as it now stands.
    api.data('feedbackInfo', { id: item.id }).then(
      (fresh) => {
        replace(fresh);
        dispatch(unreadRefreshRequested());
      },
      (error: unknown) => toasts.error(describeError(error, appT)),
    );
  };

  const remove = async (item: Feedback): Promise<void> => {
    const sure = await dialogs.tips({
      title: t('deleteTitle'),
      message: t('deleteConfirm'),
      showCancel: true,
      sureText: t('deleteSure'),
      cancelText: t('deleteCancel'),
    });
    if (!sure) return;
    try {
      await api.data('deleteFeedback', { id: item.id });
      removeItem(item.id);
      setOpen(null);
      toasts.success(t('deleted'));
      dispatch(unreadRefreshRequested());
    } catch (error) {
      toasts.error(describeError(error, appT));
    }
  };

  const listTexts = pagedListTexts(t);

  const statusOf = (item: Feedback) =>
    item.reply === null
      ? ({ tone: 'pending', text: t('pending') } as const)
      : item.replyRead
        ? ({ tone: 'replied', text: t('replied') } as const)
        : ({ tone: 'new', text: t('newReply') } as const);

  return (
    <Card aria-labelledby="feedback-list-title">
      <Head>
        <h2 id="feedback-list-title">{t('listTitle')}</h2>
        <ButtonLink to="/mine/feedback" size="sm">
          {t('newFeedback')}
        </ButtonLink>
      </Head>
      <PagedListView
        list={list}
        retry={retry}
        loadMore={loadMore}
        texts={listTexts}
        renderItem={(item) => {
          const status = statusOf(item);
          return (
            <li key={item.id} data-feedback={item.id}>
              <Heading
                type="button"
                aria-expanded={open === item.id}
                aria-controls={`feedback-${item.id}`}
                onClick={() => toggle(item)}
              >
                <ItemTag>{t(`types.${item.type}`)}</ItemTag>
                <span className="item-title">{item.content}</span>
                <Status tone={status.tone}>{status.text}</Status>
                <time dateTime={new Date(item.createdAt).toISOString()}>{siteTime(item.createdAt)}</time>
              </Heading>
              {open === item.id && (
                <Body id={`feedback-${item.id}`}>
                  <p>{item.content}</p>
                  {item.reply === null ? (
                    <small>{t('noReply')}</small>
                  ) : (
                    <Reply aria-label={t('reply')}>
                      <h3>{t('reply')}</h3>
                      <p>{item.reply}</p>
                      {item.repliedAt !== null && (
                        <small>{t('repliedAt', { time: siteTime(item.repliedAt) })}</small>
                      )}
                    </Reply>
                  )}
                  <Button type="button" variant="link" size="sm" onClick={() => void remove(item)}>
                    {t('delete')}
                  </Button>
                </Body>
              )}
            </li>
          );
        }}
      />
    </Card>
  );
}

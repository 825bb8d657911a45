import { useCallback } from 'react';
import styled from '@emotion/styled';
import type { WithdrawOrder } from '@src/contract/withdraw';
import { siteTime } from '@src/contract/siteClock';
import { useServices } from '@src/app/ServicesContext';
import { ButtonLink, formatAmount } from '@src/ui';
import { LoadMore } from '../LoadMore';
import { usePagedList } from '../usePagedList';
import { useWithdrawText } from './useWithdrawText';

const PAGE_SIZE = 5;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const State = styled.span<{ state: WithdrawOrder['state'] }>`
  justify-self: end;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme, state }) =>
    state === 'paid' ? theme.colors.success : state === 'reviewing' ? theme.colors.warning : theme.colors.danger};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The member's recent withdrawals with their state; `reload` changes after a new one, to show it. */
export function WithdrawalOrders({ reload }: { reload: number }) {
  const t = useWithdrawText();
  const { api } = useServices();
  const loadPage = useCallback(
    (pageNum: number, pageSize: number) => {
      void reload;
      return api.data('withdrawOrders', { pageNum, pageSize });
    },
    [api, reload],
  );
  const orders = usePagedList(loadPage, PAGE_SIZE, (order: WithdrawOrder) => order.orderNo);
  const { list } = orders;

  return (
    <section aria-labelledby="withdraw-recent-title">
      <Head>
        <h2 id="withdraw-recent-title">{t('recent')}</h2>
        <ButtonLink to="/mine/transRecord" variant="link" size="sm">
          {t('records')}
        </ButtonLink>
      </Head>
      {list.status === 'loading' ? <p>{t('loading')}</p> : null}
      {list.status === 'failed' ? <p role="alert">{t('loadFailed')}</p> : null}
      {list.status === 'ok' && list.items.length === 0 ? <p>{t('empty')}</p> : null}
      {list.status === 'ok' && list.items.length > 0 ? (
        <>
          <List>
            {list.items.map((order) => (
              <Item key={order.orderNo} data-order={order.orderNo}>
                <strong>
                  ¥{formatAmount(order.amount)} · {t(`methods.${order.method}`)}
                </strong>
                <State state={order.state}>{t(`states.${order.state}`)}</State>
                <small>
                  {order.cardName} {order.cardMasked}
                </small>
                <small>{siteTime(order.createdAt)}</small>
                <small>
                  {t('orderNo')} {order.orderNo}
                </small>
                <small>
                  {t('received')} ¥{formatAmount(order.received)}
                </small>
                {order.state === 'rejected' && order.reason ? (
                  <small>{t('rejectReason', { reason: order.reason })}</small>
                ) : null}
                {order.state === 'expired' ? <small>{t('expiredNote')}</small> : null}
              </Item>
            ))}
          </List>
          <LoadMore
            shownText={t('shown', { shown: list.items.length, total: list.total })}
            next={list.next}
            onLoad={orders.loadMore}
            texts={{ loadMore: t('loadMore'), loading: t('loadingMore'), failed: t('loadMoreFailed'), retry: t('retry') }}
          />
        </>
      ) : null}
    </section>
  );
}

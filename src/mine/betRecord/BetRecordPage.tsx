import styled from '@emotion/styled';
import { useCallback, useMemo, useState } from 'react';
import { CashOutControl, cashOutTicketIds, useAutoCashOutNotice, useCashOutOffers } from '@sportsbook';
import { PLAY_TYPES, type Ticket, type TicketLeg } from '@src/contract';
import { siteTime } from '@src/contract/siteClock';
import { useServices } from '@src/app/ServicesContext';
import { formatAmount } from '@src/ui';
import { LoadMore } from '../LoadMore';
import { useAnswer } from '../useAnswer';
import { usePagedList } from '../usePagedList';
import {
  BET_RECORD_RANGES,
  BET_RECORD_STATUSES,
  betRecordQuery,
  type BetRecordRange,
  type BetRecordStatus,
} from './betRecordFilter';
import { useBetRecordText, type BetRecordTranslate } from './useBetRecordText';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  color: ${({ theme }) => theme.colors.text};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  [aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  button {
    margin-left: 4px;
    padding: 4px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const Totals = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
`;

/** Tickets per request (the most record/betRecordList serves). */
export const BET_RECORD_PAGE_SIZE = 100;

const ticketId = (ticket: Ticket): string => ticket.ticket_id;

/** Every market the book offers has its name (a code the catalogue does not know is shown as it is). */
const KNOWN_MARKETS = PLAY_TYPES;
/** Named sides; a correct score's side is the score itself ("2-1"), shown as it is. */
const KNOWN_SIDES = ['H', 'C', 'N', 'O', 'U', 'ODD', 'EVEN', 'AOS'] as const;

function typeLabel(t: BetRecordTranslate, ticket: Ticket): string {
  if (ticket.type !== 'system') return t(`type.${ticket.type}`);
  const [n = '', k = ''] = (ticket.system ?? '').split('/');
  return t('type.system', { n, k });
}

function legLabel(t: BetRecordTranslate, leg: TicketLeg): string {
  const market = KNOWN_MARKETS.find((m) => m === leg.playType);
  const side = KNOWN_SIDES.find((s) => s === leg.side);
  return [
    `${leg.team_h} vs ${leg.team_c}`,
    market ? t(`market.${market}`) : leg.playType,
    side ? t(`side.${side}`) : leg.side,
    leg.line,
    `@${leg.price}`,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

function resultLabel(t: BetRecordTranslate, ticket: Ticket): string {
  if (ticket.status === 'rejected')
    return [t('ticketStatus.rejected'), ticket.reasonText ?? ''].join(' ').trim();
  if (ticket.result === null) return t(`ticketStatus.${ticket.status}`);
  const label = t(`result.${ticket.result}`);
  return ticket.voidReason ? `${label}（${t(`voidReason.${ticket.voidReason}`)}）` : label;
}

/** /mine/betRecord: the member's sportsbook tickets, filtered by time and status, with totals. */
export function BetRecordPage({ now = () => Date.now() }: { now?: () => number }) {
  const t = useBetRecordText();
  const { api } = useServices();
  const [range, setRange] = useState<BetRecordRange>('week');
  const [status, setStatus] = useState<BetRecordStatus>('all');
  const [attempt, setAttempt] = useState(0);
  // The query of the filters chosen: `now` is read when they change, and later pages ask with the same one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => betRecordQuery(range, status, now()), [range, status]);
  const loadPage = useCallback(
    (pageNum: number, pageSize: number) => api.data('betRecordList', { ...query, pageNum, pageSize }),
    [api, query],
  );
  const { list, loadMore, retry: retryList } = usePagedList(loadPage, BET_RECORD_PAGE_SIZE, ticketId);
  const loadTotals = useCallback(() => api.data('betRecordTotal', query), [api, query]);
  const totals = useAnswer(loadTotals, attempt);

  const retry = (): void => {
    retryList();
    setAttempt((n) => n + 1);
  };
  // 提前结算: the open tickets' live offers and what settled ones cashed out (sportsbook/cashout).
  const cashOutIds = useMemo(() => (list.status === 'ok' ? cashOutTicketIds(list.items) : []), [list]);
  const cashOutLive = list.status === 'ok' && list.items.some((ticket) => ticket.status === 'accepted');
  const reloadAll = useCallback(() => {
    retryList();
    setAttempt((n) => n + 1);
  }, [retryList]);
  const onAutoCashOut = useAutoCashOutNotice(reloadAll);
  const { offers, refresh } = useCashOutOffers(cashOutIds, { live: cashOutLive, onAutoCashOut });
  const cashOutChanged = useCallback(() => {
    reloadAll();
    refresh();
  }, [reloadAll, refresh]);
  const failed = list.status === 'failed' || totals.kind === 'failed';
  const shown =
    !failed && list.status === 'ok' && totals.kind === 'ok' ? { ...list, totals: totals.value } : null;

  return (
    <Page aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <Filters>
        <div role="group" aria-label={t('range.label')}>
          {t('range.label')}
          {BET_RECORD_RANGES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={range === choice}
              onClick={() => setRange(choice)}
            >
              {t(`range.${choice}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('status.label')}>
          {t('status.label')}
          {BET_RECORD_STATUSES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={status === choice}
              onClick={() => setStatus(choice)}
            >
              {t(`status.${choice}`)}
            </button>
          ))}
        </div>
      </Filters>
      {!failed && shown === null && <p role="status">{t('loading')}</p>}
      {failed && (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" onClick={retry}>
            {t('retry')}
          </button>
        </p>
      )}
      {shown !== null && (
        <>
          <Totals data-testid="bet-record-totals">
            <span>{t('total.count', { count: shown.totals.count })}</span>
            <span>{t('total.stake', { amount: formatAmount(shown.totals.stake) })}</span>
            <span>{t('total.payout', { amount: formatAmount(shown.totals.payout) })}</span>
            <span>{t('total.winLoss', { amount: formatAmount(shown.totals.winLoss) })}</span>
          </Totals>
          {shown.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>{t('column.ticket')}</th>
                  <th>{t('column.time')}</th>
                  <th>{t('column.type')}</th>
                  <th>{t('column.selections')}</th>
                  <th>{t('column.stake')}</th>
                  <th>{t('column.result')}</th>
                  <th>{t('column.payout')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.items.map((ticket) => (
                  <tr key={ticket.ticket_id} data-ticket={ticket.ticket_id}>
                    <td>{ticket.ticket_id}</td>
                    <td>{siteTime(ticket.createdAt)}</td>
                    <td>{typeLabel(t, ticket)}</td>
                    <td>
                      {ticket.selections.map((leg) => (
                        <div key={leg.oddsId}>{legLabel(t, leg)}</div>
                      ))}
                    </td>
                    <td>{formatAmount(ticket.stake)}</td>
                    <td>
                      {resultLabel(t, ticket)}
                      <CashOutControl
                        ticketId={ticket.ticket_id}
                        offer={offers.get(ticket.ticket_id)}
                        onChanged={cashOutChanged}
                      />
                    </td>
                    <td>{ticket.payout === null ? '-' : formatAmount(ticket.payout)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {shown.items.length > 0 && (
            <LoadMore
              shownText={t('more.shown', {
                shown: shown.items.length,
                total: Math.max(shown.total, shown.items.length),
              })}
              next={shown.next}
              onLoad={loadMore}
              texts={{
                loadMore: t('more.load'),
                loading: t('loading'),
                failed: t('failed'),
                retry: t('retry'),
              }}
            />
          )}
        </>
      )}
    </Page>
  );
}

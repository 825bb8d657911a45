import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import {
  BET_RESULT_LABELS,
  VOID_REASON_LABELS,
  type Ticket,
  type TicketLeg,
} from '@src/contract';
import { useServices } from '@src/app/ServicesContext';
import { formatAmount } from '@src/ui';
import { LoadMore } from '../LoadMore';
import { appendPage, nextPageAfter, type NextPage } from '../pagedList';
import { siteTime } from '../siteDay';
import {
  BET_RECORD_RANGES,
  BET_RECORD_STATUSES,
  betRecordQuery,
  type BetRecordQuery,
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

interface Loaded {
  list: Ticket[];
  total: { count: number; stake: string; payout: string; winLoss: string };
  /** Tickets the filters match, as the last page said. */
  listTotal: number;
  /** The last page loaded. */
  pageNum: number;
  next: NextPage;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | ({ kind: 'ok' } & Loaded);

const ticketId = (ticket: Ticket): string => ticket.ticket_id;

const KNOWN_MARKETS = ['M', 'R', 'OU', 'EO', 'FS'] as const;
const KNOWN_SIDES = ['H', 'C', 'N', 'O', 'U', 'ODD', 'EVEN'] as const;

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
  if (ticket.status === 'rejected') return [t('ticketStatus.rejected'), ticket.reasonText ?? ''].join(' ').trim();
  if (ticket.result === null) return t(`ticketStatus.${ticket.status}`);
  const label = BET_RESULT_LABELS[ticket.result];
  return ticket.voidReason ? `${label}（${VOID_REASON_LABELS[ticket.voidReason]}）` : label;
}

/** /mine/betRecord: the member's sportsbook tickets, filtered by time and status, with totals. */
export function BetRecordPage({ now = () => Date.now() }: { now?: () => number }) {
  const t = useBetRecordText();
  const { api } = useServices();
  const [range, setRange] = useState<BetRecordRange>('week');
  const [status, setStatus] = useState<BetRecordStatus>('all');
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  // The query of what is shown: later pages are asked with the same one.
  const [query, setQuery] = useState<BetRecordQuery | null>(null);
  const generation = useRef(0);

  const loadMore = (): void => {
    if (load.kind !== 'ok' || query === null || (load.next !== 'idle' && load.next !== 'failed')) return;
    const pageNum = load.pageNum + 1;
    const asked = generation.current;
    setLoad({ ...load, next: 'loading' });
    api.data('betRecordList', { ...query, pageNum, pageSize: BET_RECORD_PAGE_SIZE }).then(
      (page) => {
        if (asked !== generation.current) return;
        setLoad((shown) =>
          shown.kind === 'ok'
            ? {
                ...shown,
                list: appendPage(shown.list, page.list, ticketId),
                listTotal: page.total,
                pageNum,
                next: nextPageAfter(pageNum, page.list.length, BET_RECORD_PAGE_SIZE, page.total),
              }
            : shown,
        );
      },
      () => {
        if (asked === generation.current) setLoad((shown) => (shown.kind === 'ok' ? { ...shown, next: 'failed' } : shown));
      },
    );
  };

  useEffect(() => {
    let live = true;
    generation.current += 1;
    setLoad({ kind: 'loading' });
    const query = betRecordQuery(range, status, now());
    setQuery(query);
    Promise.all([
      api.data('betRecordList', { ...query, pageNum: 1, pageSize: BET_RECORD_PAGE_SIZE }),
      api.data('betRecordTotal', query),
    ]).then(
      ([page, total]) => {
        if (!live) return;
        setLoad({
          kind: 'ok',
          list: page.list,
          total,
          listTotal: page.total,
          pageNum: 1,
          next: nextPageAfter(1, page.list.length, BET_RECORD_PAGE_SIZE, page.total),
        });
      },
      () => {
        if (live) setLoad({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // `now` is read when the filters change, not a reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, range, status, attempt]);

  return (
    <Page aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <Filters>
        <div role="group" aria-label={t('range.label')}>
          {t('range.label')}
          {BET_RECORD_RANGES.map((choice) => (
            <button key={choice} type="button" aria-pressed={range === choice} onClick={() => setRange(choice)}>
              {t(`range.${choice}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('status.label')}>
          {t('status.label')}
          {BET_RECORD_STATUSES.map((choice) => (
            <button key={choice} type="button" aria-pressed={status === choice} onClick={() => setStatus(choice)}>
              {t(`status.${choice}`)}
            </button>
          ))}
        </div>
      </Filters>
      {load.kind === 'loading' && <p role="status">{t('loading')}</p>}
      {load.kind === 'failed' && (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" onClick={() => setAttempt(attempt + 1)}>
            {t('retry')}
          </button>
        </p>
      )}
      {load.kind === 'ok' && (
        <>
          <Totals data-testid="bet-record-totals">
            <span>{t('total.count', { count: load.total.count })}</span>
            <span>{t('total.stake', { amount: formatAmount(load.total.stake) })}</span>
            <span>{t('total.payout', { amount: formatAmount(load.total.payout) })}</span>
            <span>{t('total.winLoss', { amount: formatAmount(load.total.winLoss) })}</span>
          </Totals>
          {load.list.length === 0 ? (
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
                {load.list.map((ticket) => (
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
                    <td>{resultLabel(t, ticket)}</td>
                    <td>{ticket.payout === null ? '-' : formatAmount(ticket.payout)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {load.list.length > 0 && (
            <LoadMore
              shownText={t('more.shown', { shown: load.list.length, total: Math.max(load.listTotal, load.list.length) })}
              next={load.next}
              onLoad={loadMore}
              texts={{ loadMore: t('more.load'), loading: t('loading'), failed: t('failed'), retry: t('retry') }}
            />
          )}
        </>
      )}
    </Page>
  );
}

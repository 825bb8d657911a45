import styled from '@emotion/styled';
import { useCallback, useMemo, useState } from 'react';
import { useServices } from '@src/app/ServicesContext';
import { DEAL_RECORD_KINDS, type DealRecord, type DealRecordTotals } from '@src/contract/dealRecord';
import { siteTime } from '@src/contract/siteClock';
import { Button, TextField, formatAmount, useCopy } from '@src/ui';
import { PagedListView, pagedListTexts } from '../PagedListView';
import { Card } from '../ProfileRows';
import { useAnswer, type Answer } from '../useAnswer';
import { usePagedList } from '../usePagedList';
import {
  TRANS_RECORD_GROUP_NAMES,
  TRANS_RECORD_RANGES,
  customDaysProblem,
  dealRecordQuery,
  defaultCustomDays,
  type CustomDays,
  type TransRecordGroup,
  type TransRecordRange,
} from './transRecordFilter';
import { useTransRecordText, type TransRecordTranslate } from './useTransRecordText';

/** Records per request. */
export const TRANS_RECORD_PAGE_SIZE = 20;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  > span {
    min-width: 3em;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  button {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSize.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const CustomRange = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 220px));
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  > div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: baseline;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.numeric};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 150px 110px minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr);
  grid-template-areas: 'time kind amount balance reference';
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  time {
    grid-area: time;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .kind {
    grid-area: kind;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  .amount {
    grid-area: amount;
    text-align: right;
    font-family: ${({ theme }) => theme.fonts.numeric};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  .balance {
    grid-area: balance;
    text-align: right;
    color: ${({ theme }) => theme.colors.textMuted};
    small {
      display: block;
    }
  }
  .reference {
    grid-area: reference;
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
    span {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas:
      'kind amount'
      'time balance'
      'reference reference';
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    .reference {
      justify-content: flex-start;
    }
  }
`;

const Amount = styled.span<{ tone: 'in' | 'out' | 'none' }>`
  color: ${({ theme, tone }) =>
    tone === 'in' ? theme.colors.success : tone === 'out' ? theme.colors.danger : theme.colors.text};
`;

const recordId = (record: DealRecord): number => record.id;

/** A ledger kind in the member's words (a kind added since this page was written reads 其他). */
export function kindName(t: TransRecordTranslate, kind: string): string {
  const known = DEAL_RECORD_KINDS.find((candidate) => candidate === kind);
  return known ? t(`kind.${known}`) : t('kind.other');
}

/** A signed amount for display: "+1,000", "-50.50", "0". */
export function signedAmount(amount: string): string {
  const formatted = formatAmount(amount);
  return amount.startsWith('-') || /^0+(\.0+)?$/.test(amount) ? formatted : `+${formatted}`;
}

function toneOf(amount: string): 'in' | 'out' | 'none' {
  if (/^-?0+(\.0+)?$/.test(amount)) return 'none';
  return amount.startsWith('-') ? 'out' : 'in';
}

/**
 * /mine/transRecord (spec 7.3 transactions/queryDealRecord): every movement of the member's money, newest
 * first — deposits, withdrawals, transfers, stakes and payouts, bonuses — with the balance after each, filtered
 * by day range and kind, and the totals of each kind for the filter at the top.
 */
export function TransRecordPage({ now = () => Date.now() }: { now?: () => number }) {
  const t = useTransRecordText();
  const { api } = useServices();
  const copy = useCopy();
  const [range, setRange] = useState<TransRecordRange>('week');
  const [group, setGroup] = useState<TransRecordGroup>('all');
  const [custom, setCustom] = useState<CustomDays>(() => defaultCustomDays(now()));
  const [attempt, setAttempt] = useState(0);
  // `now` is read when the filters change; later pages ask with the same window.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => dealRecordQuery(range, group, custom, now()), [range, group, custom]);
  const customProblem = range === 'custom' ? customDaysProblem(custom) : null;

  const loadPage = useCallback(
    (pageNum: number, pageSize: number) =>
      query === null
        ? Promise.resolve({ list: [], total: 0 })
        : api.data('queryDealRecord', { ...query, pageNum, pageSize }),
    [api, query],
  );
  const { list, loadMore, retry: retryList } = usePagedList(loadPage, TRANS_RECORD_PAGE_SIZE, recordId);
  const loadTotals = useMemo(
    () => (query === null ? null : () => api.data('queryDealRecordTotal', query)),
    [api, query],
  );
  const totals = useAnswer(loadTotals, attempt);

  const retry = (): void => {
    retryList();
    setAttempt((n) => n + 1);
  };

  return (
    <Card aria-labelledby="trans-record-title">
      <h2 id="trans-record-title">{t('title')}</h2>
      <Filters>
        <Chips role="group" aria-label={t('range.label')}>
          <span aria-hidden="true">{t('range.label')}</span>
          {TRANS_RECORD_RANGES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={range === choice}
              onClick={() => setRange(choice)}
            >
              {t(`range.${choice}`)}
            </button>
          ))}
        </Chips>
        {range === 'custom' && (
          <CustomRange>
            <TextField
              type="date"
              label={t('custom.from')}
              value={custom.from}
              onChange={(event) => setCustom((days) => ({ ...days, from: event.target.value }))}
            />
            <TextField
              type="date"
              label={t('custom.to')}
              value={custom.to}
              error={customProblem ? t(`custom.${customProblem}`) : undefined}
              onChange={(event) => setCustom((days) => ({ ...days, to: event.target.value }))}
            />
          </CustomRange>
        )}
        <Chips role="group" aria-label={t('group.label')}>
          <span aria-hidden="true">{t('group.label')}</span>
          {TRANS_RECORD_GROUP_NAMES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={group === choice}
              onClick={() => setGroup(choice)}
            >
              {t(`group.${choice}`)}
            </button>
          ))}
        </Chips>
      </Filters>
      {query !== null && (
        <>
          <TotalsView t={t} totals={totals} retry={retry} />
          <PagedListView
            list={list}
            retry={retry}
            loadMore={loadMore}
            texts={pagedListTexts(t)}
            renderItem={(record) => (
              <li key={record.id} data-record={record.id}>
                <RecordRow t={t} record={record} onCopy={(reference) => void copy(reference)} />
              </li>
            )}
          />
        </>
      )}
    </Card>
  );
}

function TotalsView({
  t,
  totals,
  retry,
}: {
  t: TransRecordTranslate;
  totals: Answer<DealRecordTotals>;
  retry: () => void;
}) {
  if (totals.kind === 'failed') {
    return (
      <p role="alert">
        {t('totals.failed')}{' '}
        <Button type="button" variant="link" onClick={retry}>
          {t('retry')}
        </Button>
      </p>
    );
  }
  if (totals.kind !== 'ok') return null;
  const { count, amount, kinds } = totals.value;
  if (count === 0) return null;
  return (
    <Totals aria-label={t('totals.label')} data-testid="trans-record-totals">
      <div>
        <dt>{t('totals.label')}</dt>
        <dd>
          <Amount tone={toneOf(amount)}>{t('totals.net', { amount: signedAmount(amount) })}</Amount>
        </dd>
      </div>
      {kinds.map((line) => (
        <div key={line.kind} data-kind={line.kind}>
          <dt>{kindName(t, line.kind)}</dt>
          <dd>
            {t('totals.count', { count: line.count })}{' '}
            <Amount tone={toneOf(line.amount)}>{signedAmount(line.amount)}</Amount>
          </dd>
        </div>
      ))}
    </Totals>
  );
}

function RecordRow({
  t,
  record,
  onCopy,
}: {
  t: TransRecordTranslate;
  record: DealRecord;
  onCopy: (reference: string) => void;
}) {
  const lockedMoved = toneOf(record.lockedChange) !== 'none';
  return (
    <Row>
      <time dateTime={new Date(record.time).toISOString()}>{siteTime(record.time)}</time>
      <span className="kind">{kindName(t, record.kind)}</span>
      <Amount className="amount" tone={toneOf(record.amount)} data-tone={toneOf(record.amount)}>
        {signedAmount(record.amount)}
      </Amount>
      <span className="balance">
        {t('balanceAfter', { amount: formatAmount(record.balanceAfter) })}
        {lockedMoved && (
          <small>
            {t('locked', {
              change: signedAmount(record.lockedChange),
              after: formatAmount(record.lockedAfter),
            })}
          </small>
        )}
      </span>
      <span className="reference">
        {record.reference !== '' && (
          <>
            <span title={record.reference}>{record.reference}</span>
            <Button
              type="button"
              variant="link"
              size="sm"
              aria-label={t('copyReference', { reference: record.reference })}
              onClick={() => onCopy(record.reference)}
            >
              {t('copy')}
            </Button>
          </>
        )}
      </span>
    </Row>
  );
}

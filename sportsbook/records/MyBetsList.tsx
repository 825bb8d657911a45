import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Ticket } from '@src/contract';
import { formatAmount } from '@src/ui';
import { CashOutControl, useAutoCashOutNotice, useCashOutOffers } from '../cashout';
import { useBetSlipText } from '../betslip/useBetSlipText';
import type { BetSlipTranslate } from '../betslip/betSlipText';

export type MyBetsStatus = 'pending' | 'settled';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px;
  font-size: 13px;
  /* The filter buttons take the edition's colours: the browser's own grey button under the dark edition's
     primary text was 2.65:1. Both pairs here keep 4.5:1 in each edition and brand. */
  button[aria-pressed] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  [aria-pressed='true'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  li {
    list-style: none;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    margin: 0;
    padding: 0;
  }
`;

export interface MyBetsListProps {
  /** The member's tickets of the last days: not settled yet, or settled and rejected (record/betRecordList). */
  load: (status: MyBetsStatus) => Promise<Ticket[]>;
  /** Changes when the slip's tickets change state, so the list is asked again. */
  refreshKey: string;
}

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ok'; tickets: Ticket[] };

/** Tickets that may have a cash-out to show: open ones (an offer) and settled ones (what was cashed out). */
export function cashOutTicketIds(tickets: readonly Ticket[]): string[] {
  return tickets
    .filter((ticket) => ticket.status === 'accepted' || ticket.status === 'settled')
    .map((ticket) => ticket.ticket_id);
}

function typeLabel(t: BetSlipTranslate, ticket: Ticket): string {
  if (ticket.type !== 'system') return t(`records.${ticket.type}`);
  const [n = '', k = ''] = (ticket.system ?? '').split('/');
  return t('records.system', { n, k });
}

function resultLabel(t: BetSlipTranslate, ticket: Ticket): string {
  if (ticket.result !== null) {
    const label = t(`result.${ticket.result}`);
    return ticket.voidReason ? `${label} ${t(`voidReason.${ticket.voidReason}`)}` : label;
  }
  if (ticket.status === 'settled') return '';
  return [t(`records.${ticket.status}`), ticket.reasonText ?? ''].join(' ').trim();
}

/** The dock's 我的注单 tab: open and settled tickets, in the slip's words. */
export function MyBetsList({ load, refreshKey }: MyBetsListProps) {
  const t = useBetSlipText();
  const [status, setStatus] = useState<MyBetsStatus>('pending');
  const [state, setState] = useState<Load>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  // A reload after a cash-out keeps the list on screen (no 加载中 flash) until the new one arrives.
  const quiet = useRef(false);
  const reload = useCallback(() => {
    quiet.current = true;
    setReloads((n) => n + 1);
  }, []);
  const ids = useMemo(() => (state.kind === 'ok' ? cashOutTicketIds(state.tickets) : []), [state]);
  const onAutoCashOut = useAutoCashOutNotice(reload);
  const { offers, refresh } = useCashOutOffers(ids, { live: status === 'pending', onAutoCashOut });
  const changed = useCallback(() => {
    reload();
    refresh();
  }, [reload, refresh]);

  useEffect(() => {
    let live = true;
    if (!quiet.current) setState({ kind: 'loading' });
    quiet.current = false;
    load(status).then(
      (tickets) => {
        if (live) setState({ kind: 'ok', tickets });
      },
      () => {
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, status, refreshKey, reloads]);

  return (
    <List aria-label={t('records.tab')}>
      <div role="group">
        {(['pending', 'settled'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={status === choice}
            onClick={() => setStatus(choice)}
          >
            {t(choice === 'pending' ? 'records.open' : 'records.settled')}
          </button>
        ))}
      </div>
      {state.kind === 'loading' && <p role="status">{t('records.loading')}</p>}
      {state.kind === 'failed' && <p role="alert">{t('records.failed')}</p>}
      {state.kind === 'ok' &&
        (state.tickets.length === 0 ? (
          <p>{t('records.empty')}</p>
        ) : (
          <ul>
            {state.tickets.map((ticket) => (
              <li key={ticket.ticket_id} data-ticket={ticket.ticket_id}>
                <div>
                  {typeLabel(t, ticket)} · {ticket.ticket_id}
                </div>
                {ticket.selections.map((leg) => (
                  <div key={leg.oddsId}>
                    {leg.team_h} vs {leg.team_c} @{leg.price}
                  </div>
                ))}
                <div>
                  {t('records.stake', { amount: formatAmount(ticket.stake) })} {resultLabel(t, ticket)}
                  {ticket.payout !== null &&
                    ` ${t('records.payout', { amount: formatAmount(ticket.payout) })}`}
                </div>
                <CashOutControl
                  ticketId={ticket.ticket_id}
                  offer={offers.get(ticket.ticket_id)}
                  onChanged={changed}
                />
              </li>
            ))}
          </ul>
        ))}
    </List>
  );
}

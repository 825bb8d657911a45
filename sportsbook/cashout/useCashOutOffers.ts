import { useCallback, useEffect, useRef, useState } from 'react';
import { CASH_OUT_POLL_MS, type CashOutOffer } from '@src/contract/cashOut';
import { useServices } from '@src/app/ServicesContext';

export interface CashOutOffersOptions {
  /** Open tickets: asked again every CASH_OUT_POLL_MS. Settled ones: asked once (their cashed-out amounts). */
  live: boolean;
  /** A rule the member set fired on the server (the ticket was cashed out automatically). */
  onAutoCashOut?: (offer: CashOutOffer) => void;
}

/**
 * The cash-out offers of the tickets shown, by id. The live value is polled from the server rather than worked
 * out from the board's prices: it is the server's number (its margin, the settled legs of a parlay, the stake
 * left open after a partial cash-out) that a quote will be made at, and neither 我的注单 nor the records page
 * holds the tickets' matches in the board's store. Every CASH_OUT_POLL_MS (2 s), below the quote's 5 s life.
 */
export function useCashOutOffers(
  ticketIds: readonly string[],
  { live, onAutoCashOut }: CashOutOffersOptions,
): { offers: ReadonlyMap<string, CashOutOffer>; refresh: () => void } {
  const { api } = useServices();
  const [offers, setOffers] = useState<ReadonlyMap<string, CashOutOffer>>(new Map());
  const [asked, setAsked] = useState(0);
  const known = useRef<ReadonlyMap<string, CashOutOffer>>(new Map());
  const onAuto = useRef(onAutoCashOut);
  onAuto.current = onAutoCashOut;
  const ids = ticketIds.join(',');

  useEffect(() => {
    if (ids === '') {
      setOffers(new Map());
      return;
    }
    let current = true;
    const load = (): void => {
      api.data('cashOutOffers', { ticket_ids: ids.split(',') }, { hooks: false }).then(
        ({ offers: answer }) => {
          if (!current) return;
          const next = new Map(answer.map((offer) => [offer.ticket_id, offer]));
          for (const offer of answer) {
            const before = known.current.get(offer.ticket_id);
            // The rule is gone and money came in: the server cashed the ticket out on the member's rule.
            if (before?.autoTarget && offer.autoTarget === null && offer.cashedOut !== before.cashedOut) {
              onAuto.current?.(offer);
            }
          }
          known.current = next;
          setOffers(next);
        },
        // A missed poll keeps the last values; the next one tries again.
        () => undefined,
      );
    };
    load();
    const timer = live ? setInterval(load, CASH_OUT_POLL_MS) : undefined;
    return () => {
      current = false;
      if (timer !== undefined) clearInterval(timer);
    };
  }, [api, ids, live, asked]);

  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  return { offers, refresh };
}

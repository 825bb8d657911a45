import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { balanceRefreshRequested, selectBalance, type VenueBalance } from '@streams';
import { CENTER_WALLET, isTransferVenue, type WalletId } from './transferRules';

export interface WalletBalances {
  /** Centre wallet, locked money and total (decimal strings), null until first loaded. */
  centerWallet: string | null;
  lockMoney: string | null;
  total: string | null;
  /** The venues money moves to and from (the local sportsbook bets from the centre wallet, so it is not one). */
  venues: VenueBalance[];
  /** Loaded at least once (the venue list is known). */
  loaded: boolean;
  balanceOf: (wallet: WalletId) => string | null;
}

/**
 * The member's wallets from the balance slice (streams/balance), asked again when a wallet screen opens so the
 * screen never starts from a stale total.
 */
export function useWalletBalances(): WalletBalances {
  const dispatch = useAppDispatch();
  const balance = useAppSelector(selectBalance);
  useEffect(() => {
    dispatch(balanceRefreshRequested());
  }, [dispatch]);

  const { centerWallet, lockMoney, total, lastUpdated } = balance;
  const { ids, entities } = balance.venues;
  const venues = useMemo(
    () =>
      ids.flatMap((id) => {
        const venue = entities[id];
        return venue && isTransferVenue(venue.enName) ? [venue] : [];
      }),
    [ids, entities],
  );
  const balanceOf = useCallback(
    (wallet: WalletId) => (wallet === CENTER_WALLET ? centerWallet : (entities[wallet]?.balance ?? null)),
    [centerWallet, entities],
  );
  return { centerWallet, lockMoney, total, venues, loaded: lastUpdated !== null, balanceOf };
}

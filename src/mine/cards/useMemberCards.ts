import { useCallback, useEffect, useState } from 'react';
import { useServices } from '@src/app/ServicesContext';
import type { CardList } from '@src/contract/cards';

export type MemberCardsState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; list: CardList };

/** The member's cards (bankCard/queryMemberBanksInfoList), loaded on mount and again on `reload`. */
export function useMemberCards(): { state: MemberCardsState; reload: () => void } {
  const { api } = useServices();
  const [state, setState] = useState<MemberCardsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    api.data('memberCards', {}).then(
      (list) => current && setState({ status: 'loaded', list }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [api, round]);
  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { state, reload };
}

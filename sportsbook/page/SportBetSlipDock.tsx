import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectMatchById, type FeedRootState, type MatchEntity } from '@streams';
import { useServices } from '@src/app/ServicesContext';
import { authDialogOpened } from '@src/auth/authDialogSlice';
import { selectIsLoggedIn } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { BetSlipDock } from '../betslip/BetSlipDock';
import type { BetSlipEntry } from '../betslip/betSlipEntry';
import { selectBetSlip } from '../betslip/betSlipSlice';
import { slipLegsSelector } from '../betslip/slipLegs';
import { slipWithMatchNames } from '../betslip/slipMatchNames';
import { MyBetsList, type MyBetsStatus } from '../records/MyBetsList';
import { SlipFeedChannels } from './SlipFeedChannels';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type BoardMatches = readonly (MatchEntity | undefined)[];

/**
 * The board's match of each slip entry. It runs on every store update (each feed frame): the list it gave last is
 * given again, with nothing allocated, while every entry's match entity is the same one.
 */
function boardMatchesSelector(): (state: FeedRootState, entries: readonly BetSlipEntry[]) => BoardMatches {
  let last: BoardMatches = [];
  return (state, entries) => {
    let same = last.length === entries.length;
    for (let i = 0; same && i < entries.length; i++)
      same = selectMatchById(state, entries[i]!.gameInfo.gameId) === last[i];
    if (!same) last = entries.map((entry) => selectMatchById(state, entry.gameInfo.gameId));
    return last;
  };
}

/**
 * The bet slip dock connected to the store: the slip, the centre wallet and the login dialog for visitors.
 * The shell's layout renders it beside every sport page, loaded with the sportsbook.
 */
export function SportBetSlipDock() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectBetSlip);
  // Selections keep the names they were picked with; shown as the board names them now (after a language change).
  // The board's match entities keep their references until they change, so the list compares item by item.
  const selectBoardMatches = useMemo(() => boardMatchesSelector(), []);
  const boardMatches = useAppSelector((state) => selectBoardMatches(state, saved.entries));
  const slip = useMemo(
    () => slipWithMatchNames(saved, (gameId) => boardMatches.find((match) => match?.gameId === gameId)),
    [saved, boardMatches],
  );
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const balance = useAppSelector((state) => state.balance.centerWallet ?? state.balance.total);
  const { api } = useServices();
  // The slip follows its selections' prices: each match's own channel, through the same store as the board.
  const gameIds = [...new Set(slip.entries.map((entry) => entry.gameInfo.gameId))].sort().join('|');
  const selectLegs = useMemo(() => slipLegsSelector(), []);
  const live = useAppSelector((state) => selectLegs(state, slip.entries));
  // The slip's ticket states: a change (placed, accepted, settled) asks the 我的注单 list again, and so does a change
  // of language (the server names the tickets' matches in it).
  const { i18n } = useTranslation();
  const ticketStates = `${slip.entries.map((e) => `${e.bettingData.ticket_id}:${e.bettingData.active}`).join()}|${i18n.language}`;
  const loadBets = useCallback(
    async (status: MyBetsStatus) =>
      (await api.data('betRecordList', { status, beginTime: Date.now() - WEEK_MS, pageNum: 1, pageSize: 50 }))
        .list,
    [api],
  );
  return (
    <>
      <SlipFeedChannels gameIds={gameIds} />
      <BetSlipDock
        slip={slip}
        balance={balance}
        loggedIn={loggedIn}
        dispatch={dispatch}
        onLoginRequest={() => dispatch(authDialogOpened('login'))}
        myBets={<MyBetsList load={loadBets} refreshKey={ticketStates} />}
        live={live}
      />
    </>
  );
}

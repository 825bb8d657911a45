import { BetSlipDock, selectBetSlip } from '@sportsbook';
import { authDialogOpened } from '@src/auth';
import { selectIsLoggedIn } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store';

/** The bet slip dock connected to the store: the slip, the centre wallet and the login dialog for visitors. */
export function SportBetSlipDock() {
  const dispatch = useAppDispatch();
  const slip = useAppSelector(selectBetSlip);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const balance = useAppSelector((state) => state.balance.centerWallet ?? state.balance.total);
  return (
    <BetSlipDock
      slip={slip}
      balance={balance}
      loggedIn={loggedIn}
      dispatch={dispatch}
      onLoginRequest={() => dispatch(authDialogOpened('login'))}
    />
  );
}

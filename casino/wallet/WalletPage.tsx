import { useState } from 'react';
import Big from 'big.js';
import styled from '@emotion/styled';
import { useServices } from '@src/app/ServicesContext';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button, ButtonLink, formatAmount, formatTotalBalance, toasts } from '@src/ui';
import { balanceRefreshRequested, selectBalance } from '@streams';
import { FigureTiles } from '@src/ui/FigureTiles';
import { Card } from '../transfer/TransferPanel';
import { useWalletBalances } from '../transfer/useWalletBalances';
import { AutoTransferSwitch } from './AutoTransferSwitch';
import { RecycleResults } from './RecycleResults';
import { ToggleSwitch } from './ToggleSwitch';
import { useRecycle } from './useRecycle';
import { useWalletText } from './useWalletText';
import { VenueBalanceRow } from './VenueBalanceRow';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
`;

const TotalFigure = styled.div`
  grid-column: 1 / -1;
  dd {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

const Links = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Tools = styled.div`
  display: grid;
  align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const RecycleBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const money = (value: string | null, format: (amount: string) => string) =>
  value === null ? '--' : `¥${format(value)}`;

/**
 * /mine/wallet (issue 15): the total (2 decimals, spec 7.4), the centre wallet and the locked money from the
 * balance slice; each venue's balance (asked of its provider once in view, refreshable row by row), the hide-zero
 * switch (spec 3 storage flag), 一键回收 with each venue's result, the 免转 switch, and the way to deposit,
 * withdraw and transfer. Every action asks the balances again, so no stale total stays on screen.
 */
export function WalletPage() {
  const t = useWalletText();
  const dispatch = useAppDispatch();
  const { storage } = useServices();
  const { total, centerWallet, lockMoney, venues, loaded } = useWalletBalances();
  const { lastUpdated, status } = useAppSelector(selectBalance);
  const [hideZero, setHideZero] = useState(() => storage.get('hideZeroBalance') ?? false);
  const { state: recycleState, recycle } = useRecycle();

  const toggleHideZero = (hide: boolean) => {
    storage.set('hideZeroBalance', hide);
    setHideZero(hide);
  };

  const runRecycle = async () => {
    const done = await recycle();
    if (done.status !== 'done') return;
    const failed = done.result.results.filter((venue) => venue.outcome === 'failed');
    if (done.result.results.length === 0) toasts.info(t('recycle.nothing'));
    else if (failed.length > 0)
      toasts.warning(t('recycle.someFailed', { names: failed.map((v) => v.name).join('、') }));
    else toasts.success(t('recycle.done'));
  };

  const shown = hideZero ? venues.filter((venue) => !new Big(venue.balance).eq(0)) : venues;
  const recycling = recycleState.status === 'running';

  return (
    <Stack>
      <Card aria-labelledby="wallet-title">
        <Head>
          <h2 id="wallet-title">{t('title')}</h2>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => dispatch(balanceRefreshRequested())}
            disabled={status === 'loading'}
          >
            {t('refreshAll')}
          </Button>
        </Head>
        <FigureTiles>
          <TotalFigure>
            <dt>{t('total')}</dt>
            <dd data-testid="wallet-total">{money(total, formatTotalBalance)}</dd>
          </TotalFigure>
          <div>
            <dt>{t('centerWallet')}</dt>
            <dd data-testid="wallet-center">{money(centerWallet, formatAmount)}</dd>
          </div>
          <div>
            <dt title={t('lockMoneyHint')}>{t('lockMoney')}</dt>
            <dd data-testid="wallet-lock-money">{money(lockMoney, formatAmount)}</dd>
          </div>
        </FigureTiles>
        <Links aria-label={t('links.label')}>
          <ButtonLink to="/mine/savemoney">{t('links.deposit')}</ButtonLink>
          <ButtonLink to="/mine/takemoney" variant="secondary">
            {t('links.withdraw')}
          </ButtonLink>
          <ButtonLink to="/mine/transfermoney" variant="secondary">
            {t('links.transfer')}
          </ButtonLink>
        </Links>
      </Card>

      <Card aria-labelledby="wallet-venues-title">
        <Head>
          <h2 id="wallet-venues-title">{t('venues.title')}</h2>
        </Head>
        <Tools>
          <RecycleBox>
            <Button onClick={() => void runRecycle()} disabled={recycling}>
              {recycling ? t('recycle.running') : t('recycle.button')}
            </Button>
            <p>{t('recycle.hint')}</p>
          </RecycleBox>
          <AutoTransferSwitch />
          <ToggleSwitch label={t('venues.hideZero')} checked={hideZero} onChange={toggleHideZero} />
        </Tools>
        <RecycleResults state={recycleState} />
        {loaded && venues.length === 0 ? <Empty>{t('venues.empty')}</Empty> : null}
        {loaded && venues.length > 0 && shown.length === 0 ? <Empty>{t('venues.allZero')}</Empty> : null}
        <List aria-labelledby="wallet-venues-title">
          {shown.map((venue) => (
            <VenueBalanceRow key={venue.enName} venue={venue} sliceVersion={lastUpdated} />
          ))}
        </List>
      </Card>
    </Stack>
  );
}

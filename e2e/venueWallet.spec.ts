import type { Page } from '@playwright/test';
import { devCall } from './authSteps';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';

// Play money and provider faults come from the dev API; a new member starts with 1000 (registration's play money).
test.use({ backendEnv: { DEV_API: '1', DEMO_BALANCE: '1000.00' } });

/** /mine/transfermoney: centre -> a venue (its enName), `amount` yuan, and its answer. */
async function transferIn(page: Page, enName: string, amount: string): Promise<void> {
  await page.goto('/mine/transfermoney');
  const transfer = page.getByRole('region', { name: '额度转换' });
  await expect(transfer.getByTestId('transfer-center-wallet')).not.toHaveText('--');
  await transfer.getByLabel('转出钱包', { exact: true }).selectOption('CENTER');
  await transfer.getByLabel('转入钱包', { exact: true }).selectOption(enName);
  await transfer.getByLabel('转账金额').fill(amount);
  await transfer.getByRole('button', { name: '立即转账' }).click();
  await expect(transfer.getByRole('status')).toHaveText('转账成功');
}

test.describe('venue wallets (issue 15)', () => {
  test('a member transfers ¥100 to a venue, sees the balances follow, and recycles; a failing venue keeps its money', async ({
    page,
    request,
  }) => {
    await registerAndSignIn(page, request, { prefix: 'vw', device: 'e2e-venue-wallet' });

    await transferIn(page, 'AGZR', '100');
    const transfer = page.getByRole('region', { name: '额度转换' });
    await expect(transfer.getByTestId('transfer-center-wallet')).toHaveText('¥900');
    expect(await seriousViolations(page, transfer), 'axe on /mine/transfermoney').toEqual([]);
    await transferIn(page, 'BGZR', '50');

    await page.goto('/mine/wallet');
    const wallet = page.getByRole('region', { name: '我的钱包' });
    const venues = page.getByRole('region', { name: '场馆余额' });
    await expect(wallet.getByTestId('wallet-total')).toHaveText('¥1,000.00');
    await expect(wallet.getByTestId('wallet-center')).toHaveText('¥850');
    await expect(
      venues.getByRole('listitem', { name: 'AG真人' }).getByTestId('venue-balance-AGZR'),
    ).toHaveText('¥100');
    await expect(
      venues.getByRole('listitem', { name: 'BG真人' }).getByTestId('venue-balance-BGZR'),
    ).toHaveText('¥50');
    // The local sportsbook bets from the centre wallet: it has no venue wallet row.
    await expect(venues.getByRole('listitem', { name: '皇冠体育' })).toHaveCount(0);
    expect(await seriousViolations(page, page.locator('main')), 'axe on /mine/wallet').toEqual([]);

    // BG's provider refuses every call from now on: its money stays with it.
    await devCall(request, 'venue/faults', { enName: 'BGZR', faults: { fail: 1 } });
    await venues.getByRole('button', { name: '一键回收' }).click();
    const results = venues.getByRole('region', { name: '回收结果' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await expect(results.getByRole('listitem').filter({ hasText: 'AG真人' })).toHaveText(
      'AG真人：¥100 已回收',
    );
    await expect(results.getByRole('listitem').filter({ hasText: 'BG真人' })).toContainText(
      'BG真人：回收失败，¥50 仍保留在场馆',
    );

    await expect(wallet.getByTestId('wallet-center')).toHaveText('¥950');
    await expect(wallet.getByTestId('wallet-total')).toHaveText('¥1,000.00');
    await expect(venues.getByTestId('venue-balance-AGZR')).toHaveText('¥0');
    await expect(venues.getByTestId('venue-balance-BGZR')).toHaveText('¥50');
    await expect(wallet.getByTestId('wallet-lock-money')).toHaveText('¥0');

    // Once BG answers again, a second recycle brings its money back too.
    await devCall(request, 'venue/faults', { enName: 'BGZR', faults: null });
    await venues.getByRole('button', { name: '一键回收' }).click();
    await expect(results.getByRole('listitem')).toHaveText(['BG真人：¥50 已回收']);
    await expect(wallet.getByTestId('wallet-center')).toHaveText('¥1,000');
    await expect(wallet.getByTestId('wallet-total')).toHaveText('¥1,000.00');
  });

  test('venue to venue is refused before sending, All fills the centre balance, and the amount rule holds', async ({
    page,
    request,
  }) => {
    await registerAndSignIn(page, request, { prefix: 'vx', device: 'e2e-venue-refusal' });
    await page.goto('/mine/transfermoney?from=AGZR&to=KYQP');
    const transfer = page.getByRole('region', { name: '额度转换' });
    await expect(transfer.getByText('场馆之间不能直接转账，请先转回中心钱包')).toBeVisible();
    await transfer.getByRole('button', { name: '交换转出和转入钱包' }).click();
    await expect(transfer.getByText('场馆之间不能直接转账，请先转回中心钱包')).toBeVisible();
    await transfer.getByLabel('转出钱包', { exact: true }).selectOption('CENTER');
    await expect(transfer.getByText('场馆之间不能直接转账，请先转回中心钱包')).toHaveCount(0);
    await transfer.getByRole('button', { name: '全部' }).click();
    await expect(transfer.getByLabel('转账金额')).toHaveValue('1000.00');
    await transfer.getByLabel('转账金额').fill('300.001');
    await transfer.getByRole('button', { name: '立即转账' }).click();
    await expect(transfer.getByText('转账金额最多两位小数')).toBeVisible();
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { devCall, seriousViolations } from './authSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';

// Fast in-play matches (events and prices since kick-off within seconds); the dev API credits play money and holds prices.
test.use({ backendEnv: { SIM_SPEED: '20', DEV_API: '1' } });

const dock = (page: Page): Locator => page.getByTestId('bet-slip-dock');

async function openLiveFootballBoard(page: Page, request: APIRequestContext): Promise<void> {
  const name = await registerAndSignIn(page, request, { prefix: 'md', device: 'e2e-match-detail-device' });
  await devCall(request, 'member/credit', { username: name, amount: '1000.00', key: `credit-${name}` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  // Still prices from here on: a correct score taken at a price is accepted at it.
  await devCall(request, 'sim/hold', { hold: true });
}

test('a member opens a live football match, follows the tracker and places a correct score bet', async ({ page, request }) => {
  await openLiveFootballBoard(page, request);

  await page
    .getByTestId('match-row')
    .first()
    .getByRole('button', { name: /^更多：/ })
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail).toBeVisible();

  // The tracker: score and clock, corners and cards, the timeline; the 1X2 chart since kick-off.
  const tracker = detail.getByRole('region', { name: '赛况' });
  await expect(tracker).toBeVisible();
  await expect(tracker.getByRole('table', { name: '角球、黄牌与红牌' })).toBeVisible();
  await expect(tracker.getByRole('list', { name: '比赛事件时间轴' })).toBeAttached();
  const chart = detail.getByRole('figure', { name: '独赢赔率走势（开赛以来）' });
  // A match in play has prices since kick-off (or since the backend started it): the chart draws them.
  await expect(chart.getByRole('list', { name: '图例' }).getByRole('listitem').first()).toHaveText(/^主 \d+\.\d\d → \d+\.\d\d$/);
  await page.screenshot({ path: '/tmp/shots/match-detail-tracker.png' });
  expect(await seriousViolations(page, detail)).toEqual([]);

  // 波胆: a correct score price goes to the slip.
  await detail.getByRole('tab', { name: '波胆' }).click();
  const scores = detail.getByRole('tabpanel', { name: '波胆' }).getByRole('region', { name: '波胆' });
  await expect(scores.getByText('主胜')).toBeVisible();
  const price = scores.getByRole('button', { name: /· 波胆 · \d-\d · \d+\.\d\d$/ }).and(page.locator(':enabled')).first();
  const label = (await price.getAttribute('aria-label')) ?? '';
  const score = /· 波胆 · (\d-\d) ·/.exec(label)?.[1] ?? '';
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: '/tmp/shots/match-detail-correct-score.png' });
  await detail.getByRole('button', { name: '关闭' }).click();

  await expect(dock(page).getByText(`波胆 ${score}`)).toBeVisible();
  await dock(page).getByRole('combobox').selectOption({ label: '接受任何赔率' });
  await dock(page)
    .getByRole('textbox', { name: /^投注金额/ })
    .fill('10');
  await dock(page).getByRole('button', { name: '投注', exact: true }).click();
  await expect(dock(page).getByRole('status').first()).toHaveText('已接受', { timeout: 20_000 });
  await expect(dock(page).getByText('注单已提交')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/match-detail-placed.png' });
});

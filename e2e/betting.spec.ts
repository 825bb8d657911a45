import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AUTH_BACKEND_ENV, CaptchaWatcher, authDialog, devCall } from './authSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { dock, lowered, priceOfRow, slipSelection } from './betSlipSteps';
import { desktopWidth, journey, onPhone, pick, slipBadge, slipSheet } from './phoneSteps';

// Fast in-play matches; the dev API credits play money.
test.use({ backendEnv: { SIM_SPEED: '20', DEV_API: '1' } });

/** A new member registered through the API, credited 1000 and logged in on the page. */
async function logInAsFundedMember(page: Page, request: APIRequestContext): Promise<void> {
  const name = await registerAndSignIn(page, request, { prefix: 'bt', device: 'e2e-betting-device' });
  await devCall(request, 'member/credit', { username: name, amount: '1000.00', key: `credit-${name}` });
}

/** The header balance in fen ("¥11,000.00" -> 1100000), integers only. */
async function balanceFen(page: Page): Promise<number> {
  const text = (await balance(page).innerText()).replace(/[^\d.]/g, '');
  const [yuan = '0', cents = '00'] = text.split('.');
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
}

const balance = (page: Page): Locator => page.getByLabel('余额', { exact: true });

async function acceptAnyOdds(page: Page): Promise<void> {
  await dock(page).getByRole('combobox').selectOption({ label: '接受任何赔率' });
}

/**
 * Holds the backend's simulator still (DEV_API's sim/hold), or lets it play on: while held no price moves and no
 * market is suspended or closed, so a bet on an open price must be accepted. Without it a goal during the hold
 * would close the market (已拒绝：盘口已关闭, a legitimate answer that a test could not tell from a wrong one).
 */
async function holdPrices(request: APIRequestContext, hold: boolean): Promise<void> {
  await devCall(request, 'sim/hold', { hold });
}

/** A funded member on the in-play football board at 1440 px (or a phone's), with the simulator's prices held still. */
async function openHeldInPlayBoard(page: Page, request: APIRequestContext): Promise<void> {
  await logInAsFundedMember(page, request);
  await holdPrices(request, true);
  await desktopWidth(page);
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(balance(page)).toHaveText(/\d/);
}

/** Places what the slip holds, once, and waits for the decision: in play every ticket is held (确认中) first. */
async function placeOnce(page: Page): Promise<void> {
  await acceptAnyOdds(page);
  await dock(page).getByRole('button', { name: '投注', exact: true }).click();
  const statuses = dock(page).getByRole('status');
  await expect(statuses.first()).toHaveText('确认中');
  await expect(statuses.filter({ hasText: '确认中' })).toHaveCount(0, { timeout: 20_000 });
}

/** Puts the first row's first open price on the slip, stakes 10 on it and places it at any odds: accepted. */
async function placeAcceptedTen(page: Page): Promise<void> {
  await priceOfRow(page, 0).click();
  await dock(page)
    .getByRole('textbox', { name: /^投注金额/ })
    .fill('10');
  await placeOnce(page);
  await expect(dock(page).getByRole('status')).toHaveText('已接受');
}

journey('a member places a single and a parlay in play and finds both in the bet records', async ({
  page,
  request,
}) => {
  await openHeldInPlayBoard(page, request);
  const start = await balanceFen(page);

  await pick(page, priceOfRow(page, 0));
  await dock(page)
    .getByRole('textbox', { name: /^投注金额/ })
    .fill('10');
  await page.screenshot({ path: '/tmp/shots/betslip-filled.png' });
  await placeOnce(page);
  await expect(dock(page).getByRole('status')).toHaveText('已接受');
  await expect.poll(() => balanceFen(page)).toBe(start - 1000);

  // The receipt: the ticket, its stake and potential win; 完成 takes the placed selection off the slip.
  await expect(dock(page).getByText('注单已提交')).toBeVisible();
  await expect(dock(page).getByText(/^单号 /)).toBeVisible();
  await expect(dock(page).getByText('投注金额 10.00')).toBeVisible();
  await expect(dock(page).getByRole('button', { name: '投注', exact: true })).toHaveCount(0);
  await dock(page).getByRole('button', { name: '完成' }).click();
  await expect(dock(page).getByText('点击赔率添加投注项')).toBeVisible();

  // A parlay of two matches.
  await dock(page).getByRole('checkbox', { name: '串关' }).check();
  await pick(page, priceOfRow(page, 0));
  await pick(page, priceOfRow(page, 1));
  await expect(dock(page).getByRole('listitem')).toHaveCount(2);
  await dock(page).getByRole('textbox', { name: '串关金额' }).fill('20');
  await placeOnce(page);
  // One parlay ticket on the receipt.
  await expect(dock(page).getByRole('status')).toHaveText('已接受', { timeout: 20_000 });
  await expect.poll(() => balanceFen(page)).toBe(start - 3000);
  await page.screenshot({ path: '/tmp/shots/betslip-parlay.png' });

  // The dock's own list of open bets holds both tickets.
  await dock(page).getByRole('tab', { name: '我的注单' }).click();
  await expect(dock(page).getByRole('listitem')).toHaveCount(2);
  await expect(dock(page).getByRole('listitem').filter({ hasText: '串关' })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/shots/betslip-mybets.png' });

  await page.goto('/mine/betRecord');
  // 未结算: the open tickets.
  await page.getByRole('button', { name: '未结算' }).click();
  const records = page.getByRole('table');
  await expect(records.getByRole('row')).toHaveCount(3);
  await expect(records.getByRole('cell', { name: '单注', exact: true })).toBeVisible();
  await expect(records.getByRole('cell', { name: '串关', exact: true })).toBeVisible();
  await expect(page.getByTestId('bet-record-totals')).toContainText('投注金额 30');
  await page.screenshot({ path: '/tmp/shots/betslip-records.png', fullPage: true });
});

journey('the slip follows a price that moves against the player and asks before placing at it', async ({
  page,
  request,
}) => {
  await openHeldInPlayBoard(page, request);
  await pick(page, priceOfRow(page, 0));
  await expect(dock(page).getByRole('listitem')).toHaveCount(1);
  const picked = await slipSelection(page);
  const worse = lowered(picked.price, 8);

  // The market moves the price down: the board and the slip show it; 只接受更好的赔率 (the default) asks first.
  await devCall(request, 'sim/price', { gameId: picked.gameId, oddsId: picked.oddsId, price: worse });
  await expect(dock(page).locator('.bs-price')).toHaveText(worse);
  await expect(dock(page).getByRole('img', { name: '赔率下降' })).toBeVisible();
  await expect(dock(page).getByText('赔率已变更')).toBeVisible();
  await dock(page)
    .getByRole('textbox', { name: /^投注金额/ })
    .fill('10');
  await expect(dock(page).getByRole('button', { name: '投注', exact: true })).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots/betslip-odds-changed.png' });

  await dock(page).getByRole('button', { name: '接受赔率变化' }).click();
  await expect(dock(page).getByText('赔率已变更')).toHaveCount(0);
  await dock(page).getByRole('button', { name: '投注', exact: true }).click();
  await expect(dock(page).getByRole('status')).toHaveText('已接受', { timeout: 20_000 });
  await dock(page).getByRole('tab', { name: '我的注单' }).click();
  await expect(dock(page).getByRole('listitem').first()).toContainText(worse);
});

journey('a second identical bet within a minute is asked about, and 保留选项 keeps the selection without its stake', async ({
  page,
  request,
}) => {
  await openHeldInPlayBoard(page, request);
  await pick(page, priceOfRow(page, 0));
  const stake = dock(page).getByRole('textbox', { name: /^投注金额/ });
  await stake.fill('10');
  await placeOnce(page);
  await expect(dock(page).getByRole('status')).toHaveText('已接受');

  await dock(page).getByRole('button', { name: '保留选项' }).click();
  await expect(stake).toHaveValue('');
  await stake.fill('10');
  await dock(page).getByRole('button', { name: '投注', exact: true }).click();
  const question = dock(page).getByRole('group', { name: '一分钟内已投注相同的注单，确定再次投注吗？' });
  await expect(question).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/betslip-duplicate.png' });
  await question.getByRole('button', { name: '取消' }).click();
  await expect(question).toHaveCount(0);
  await dock(page).getByRole('button', { name: '投注', exact: true }).click();
  await question.getByRole('button', { name: '再次投注' }).click();
  await expect(dock(page).getByRole('status')).toHaveText('已接受', { timeout: 20_000 });
  await dock(page).getByRole('tab', { name: '我的注单' }).click();
  await expect(dock(page).getByRole('listitem')).toHaveCount(2);
});

test('the slip shows the limits, says a stake below the minimum as it is typed, and quick stakes are clamped to the balance', async ({
  page,
  request,
}) => {
  await openHeldInPlayBoard(page, request);
  await priceOfRow(page, 0).click();
  const entry = dock(page).getByRole('listitem');
  const stake = entry.getByRole('textbox', { name: /^投注金额/ });
  const place = dock(page).getByRole('button', { name: '投注', exact: true });
  await expect(entry.getByText('最低 10 · 最高 50,000')).toBeVisible();

  await stake.fill('5');
  await expect(entry.getByText('投注金额不能低于最低限额 10')).toBeVisible();
  await expect(place).toBeDisabled();
  // No bet exists yet: no 已拒绝 (nor any status) on the entry.
  await expect(dock(page).getByRole('status')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/betslip-below-minimum.png' });
  await stake.fill('10');
  await expect(entry.getByText('投注金额不能低于最低限额 10')).toHaveCount(0);
  await expect(place).toBeEnabled();

  // 最大: the integer balance (below the 50,000 maximum); a chip above the balance is lowered to it alike.
  const chips = entry.getByRole('group', { name: /^快捷金额/ });
  const balanceYuan = String(Math.floor((await balanceFen(page)) / 100));
  await chips.getByRole('button', { name: '最大' }).click();
  await expect(stake).toHaveValue(balanceYuan);
  await chips.getByRole('button', { name: '50', exact: true }).click();
  await expect(stake).toHaveValue('50');
  await page.screenshot({ path: '/tmp/shots/betslip-quick-stakes.png' });
  await placeOnce(page);
  await expect(dock(page).getByRole('status')).toHaveText('已接受');
  await expect(dock(page).getByText('投注金额 50.00')).toBeVisible();
});

test('statuses of earlier singles do not carry into the parlay view, and n串k labels stay on one line at 1440 and 390 px', async ({
  page,
  request,
}) => {
  await openHeldInPlayBoard(page, request);
  await placeAcceptedTen(page);
  await dock(page).getByRole('button', { name: '保留选项' }).click();

  await dock(page).getByRole('checkbox', { name: '串关' }).check();
  // Nine more matches: the next rows drawn with an open price (a held in-play match may have every price locked).
  let picked = 1;
  for (let row = 1; picked < 10 && row < 30; row++) {
    const price = priceOfRow(page, row);
    if ((await price.count()) === 0) continue;
    await price.click();
    picked += 1;
  }
  await expect(dock(page).getByRole('listitem')).toHaveCount(10);
  await expect(dock(page).getByRole('status')).toHaveCount(0);
  await expect(dock(page).getByText('最低 10 · 最高 10,000', { exact: true })).toBeVisible();

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // At 390 px the slip is a bottom sheet, opened from its bar.
    if (onPhone(page)) {
      await slipBadge(page).click();
      await expect(slipSheet(page)).toBeVisible();
    }
    for (const name of ['10串10', '10串1013']) {
      const label = dock(page).getByText(name, { exact: true });
      const { height, fontSize } = await label.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        fontSize: parseFloat(getComputedStyle(el).fontSize),
      }));
      // One line is about 1.6 font sizes high; a label broken one character a line is several.
      expect(height, `${name} at ${width} px`).toBeLessThan(fontSize * 2.2);
    }
  }
  await dock(page).getByText('10串1013', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/betslip-systems-390.png' });
});

test('a ticket refused after its hold is told in a toast as well as on the entry', async ({ page, request }) => {
  await openHeldInPlayBoard(page, request);
  await priceOfRow(page, 0).click();
  const picked = await slipSelection(page);
  await dock(page)
    .getByRole('textbox', { name: /^投注金额/ })
    .fill('10');
  await dock(page).getByRole('button', { name: '投注', exact: true }).click();
  await expect(dock(page).getByRole('status').first()).toHaveText('确认中');
  // The market moves against the player during the hold: 只接受更好的赔率 refuses the price at the decision.
  await devCall(request, 'sim/price', { gameId: picked.gameId, oddsId: picked.oddsId, price: lowered(picked.price, 8) });
  await expect(page.getByText('注单已拒绝：赔率已变更')).toBeVisible({ timeout: 20_000 });
  await expect(dock(page).getByRole('status').first()).toHaveText('已拒绝：赔率已变更');
  await page.screenshot({ path: '/tmp/shots/betslip-refused-toast.png' });
});

test.describe('settlement', () => {
  // Very fast matches: an in-play match ends within seconds of the bet, once the prices are let go.
  // A 1 s hold (BET_HOLD_MS) still shows 确认中.
  test.use({ backendEnv: { SIM_SPEED: '200', DEV_API: '1', BET_HOLD_MS: '1000' } });

  test('an in-play bet is settled when its match ends and shows under 已结算 with its result', async ({
    page,
    request,
  }) => {
    await openHeldInPlayBoard(page, request);
    await placeAcceptedTen(page);
    await holdPrices(request, false);

    await dock(page).getByRole('tab', { name: '我的注单' }).click();
    const settledTickets = dock(page).getByRole('listitem');
    await expect
      .poll(
        async () => {
          await dock(page).getByRole('button', { name: '未结算' }).click();
          await dock(page).getByRole('button', { name: '已结算' }).click();
          await expect(dock(page).getByRole('status')).toHaveCount(0);
          return settledTickets.filter({ hasText: '派彩' }).count();
        },
        { timeout: 45_000, intervals: [2_000] },
      )
      .toBe(1);
    await expect(settledTickets.filter({ hasText: '派彩' })).toContainText(/赢|输|走水|取消/);
  });
});

test.describe('logging in on the page', () => {
  // Real captchas, solved through the test-only answers.
  test.use({ backendEnv: { ...AUTH_BACKEND_ENV, SIM_SPEED: '20' } });

  test('after a login through the dialog the feed socket joins the member room: ticket pushes arrive', async ({
    page,
    request,
  }) => {
    const demo = { username: 'demo01', password: 'demo1234' };
    await devCall(request, 'member/credit', {
      username: demo.username,
      amount: '100.00',
      key: `credit-demo01-${Date.now()}`,
    });
    const ticketPushes: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"ticket"')) ticketPushes.push(payload);
      }),
    );
    const captcha = new CaptchaWatcher(page);
    await page.goto('/');
    await page.getByRole('button', { name: '登录' }).click();
    const dialog = authDialog(page);
    await dialog.getByLabel('用户名').fill(demo.username);
    await dialog.getByLabel('密码', { exact: true }).fill(demo.password);
    await dialog.getByRole('button', { name: '登录' }).click();
    await captcha.solveSlider();
    await expect(page.getByText(`您好，${demo.username}`)).toBeVisible();

    // In-app navigation: the socket opened as a visitor's must have reconnected with the token.
    await holdPrices(request, true);
    await page.getByRole('link', { name: '全部滚球' }).click();
    await expect(page).toHaveURL(/\/game\/sport\?show=RB$/);
    await placeAcceptedTen(page);
    await expect.poll(() => ticketPushes.length).toBeGreaterThan(0);
  });
});

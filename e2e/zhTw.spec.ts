import type { APIRequestContext, Page } from '@playwright/test';
import { toSimplifiedText } from '../scripts/zhCn';
import { toTaiwanText } from '../scripts/zhTw';
import { devCall } from './authSteps';
import { expect, test } from './fixtures/backend';
import { registerAndSignIn } from './memberSession';
import { dock, lowered, priceOfRow, slipSelection } from './betSlipSteps';
import { PHONE, tapMenu } from './phoneSteps';

// Fast in-play matches; the dev API credits play money and holds the prices still.
test.use({ backendEnv: { SIM_SPEED: '20', DEV_API: '1' } });

/** A zh-CN text as a zh-TW page shows it (the project's conversion, as its catalogues are made). */
const tw = (text: string): string => toTaiwanText(text);

/**
 * The text a reader sees: every visible text node and the document's title, less what is marked as another
 * language (`lang`: the switch's 简体 is the language's own name on any page).
 */
async function renderedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const language = document.documentElement.lang;
    const texts = new Set<string>([document.title]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if ((parent.closest('[lang]')?.getAttribute('lang') ?? language) !== language) continue;
      if (!parent.checkVisibility()) continue;
      texts.add(text);
    }
    return [...texts];
  });
}

/**
 * Fails with every rendered text that is not its own conversion, and what it should read. Polled: after a change of
 * language the server's text (site content, the feed's names) arrives a moment after the client's own.
 */
async function expectOneScript(page: Page, language: 'zh-CN' | 'zh-TW', where: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const convert = language === 'zh-TW' ? toTaiwanText : toSimplifiedText;
  const offending = async (): Promise<string[]> => {
    const texts = await renderedTexts(page);
    expect(texts.some((text) => /[\u4e00-\u9fff]/.test(text)), `${where} shows Chinese text`).toBe(true);
    return texts.filter((text) => convert(text) !== text).map((text) => `${text} -> ${convert(text)}`);
  };
  await expect
    .poll(offending, { message: `${where}: text not in ${language === 'zh-TW' ? 'traditional' : 'simplified'} characters`, timeout: 10_000 })
    .toEqual([]);
}


async function holdPrices(request: APIRequestContext, hold: boolean): Promise<void> {
  await devCall(request, 'sim/hold', { hold });
}

/**
 * Stakes 10 on the nth row's first open price with an odds acceptance (the slip's words) and places it; resolves once
 * the ticket is sent (确认中).
 */
async function placeTen(page: Page, row: number, acceptance: string): Promise<void> {
  await priceOfRow(page, row).click();
  await dock(page).getByRole('combobox').selectOption({ label: tw(acceptance) });
  await dock(page)
    .getByRole('textbox', { name: new RegExp(`^${tw('投注金额')}`) })
    .fill('10');
  await dock(page).getByRole('button', { name: tw('投注'), exact: true }).click();
  await expect(dock(page).getByRole('status').first()).toHaveText(tw('确认中'));
}

test('zh-TW end to end: home, sport page, match, bet slip with an accepted and a refused bet, records and chat are traditional, and zh-CN simplified', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = await registerAndSignIn(page, request, { prefix: 'tw', device: 'e2e-zh-tw-device' });
  await devCall(request, 'member/credit', { username: name, amount: '1000.00', key: `credit-${name}` });
  await holdPrices(request, true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // zh-CN first (the default): nothing traditional on the home page.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '极光体育' })).toBeVisible();
  await expect(page.getByRole('link', { name: /体育/ }).first()).toBeVisible();
  await expectOneScript(page, 'zh-CN', 'the zh-CN home page');

  // The switch in the header: no reload, the server's title and channel names follow.
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: '繁體' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '極光體育' })).toBeVisible();
  await expect(page.getByRole('link', { name: /體育/ }).first()).toBeVisible();
  await expectOneScript(page, 'zh-TW', 'the home page');

  // The sport venue page, then the in-play football board.
  await page.goto('/game/sport');
  await expect(page.getByRole('region', { name: '體育場館' }).getByText('極光體育')).toBeVisible();
  await expect(priceOfRow(page, 0)).toBeVisible();
  await expectOneScript(page, 'zh-TW', '/game/sport');
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await expect(priceOfRow(page, 0)).toBeVisible();
  await expectOneScript(page, 'zh-TW', 'in-play football');

  // An accepted bet.
  await placeTen(page, 0, '接受任何赔率');
  await expect(dock(page).getByRole('status')).toHaveText(tw('已接受'), { timeout: 20_000 });
  await expectOneScript(page, 'zh-TW', 'the slip with an accepted bet');
  await dock(page).getByRole('button', { name: tw('完成') }).click();

  // A refused one: only a better price is taken, and the price falls while the bet is held (确认中).
  await placeTen(page, 1, '只接受更好的赔率');
  const refused = await slipSelection(page, 'last');
  await devCall(request, 'sim/price', { gameId: refused.gameId, oddsId: refused.oddsId, price: lowered(refused.price, 8) });
  await expect(dock(page).getByRole('status')).toHaveText(tw('已拒绝：赔率已变更'), { timeout: 20_000 });
  await expectOneScript(page, 'zh-TW', 'the slip with a refused bet');

  // The dock's own open bets, then every market of a match.
  await dock(page).getByRole('tab', { name: tw('我的注单') }).click();
  await expect(dock(page).getByRole('listitem').first()).toBeVisible();
  await expectOneScript(page, 'zh-TW', 'the slip\'s open bets');
  await page.goto(`/game/sport/crty?show=RB&game=FT&match=${refused.gameId}`);
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('button', { name: /\d\.\d\d$/ }).first()).toBeVisible();
  await expectOneScript(page, 'zh-TW', 'a match\'s markets');

  // Bet records: both tickets, the refusal with its reason from the server.
  await page.goto('/mine/betRecord');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('table')).toContainText(tw('赔率已变更'));
  await expectOneScript(page, 'zh-TW', 'bet records');

  // The chat.
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`^${tw('聊天室')}`) }).click();
  const chat = page.getByRole('dialog', { name: tw('聊天室') });
  await expect(chat.getByRole('heading', { name: tw('聊天大厅') })).toBeVisible();
  await expectOneScript(page, 'zh-TW', 'the chat');

  // Back to zh-CN, without a reload: the sport page has nothing traditional, names included.
  await page.keyboard.press('Escape');
  await page.goto('/game/sport/crty?show=RB&game=FT');
  await page.getByRole('group', { name: tw('语言') }).getByRole('button', { name: '简体' }).click();
  await expect(page.getByRole('button', { name: '投注', exact: true }).or(page.getByText('点击赔率添加投注项'))).toBeVisible();
  await expect(priceOfRow(page, 0)).toBeVisible();
  await expectOneScript(page, 'zh-CN', 'the zh-CN sport page');
});

test.describe('on a phone (390 × 844, touch)', () => {
  test.use(PHONE);

  test('zh-TW on a phone: the sport page, its slip sheet and the menu are traditional', async ({ page, request }) => {
    await registerAndSignIn(page, request, { prefix: 'tp', device: 'e2e-zh-tw-phone' });
    await page.addInitScript(() => localStorage.setItem('language', 'zh-TW'));
    await page.goto('/game/sport');
    await expect(priceOfRow(page, 0)).toBeVisible();
    await expectOneScript(page, 'zh-TW', 'the sport page on a phone');
    await priceOfRow(page, 0).tap();
    await page.getByRole('button', { name: `${tw('投注单')} 1`, exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: tw('投注单') });
    await expect(sheet).toBeVisible();
    await expectOneScript(page, 'zh-TW', "the slip's sheet on a phone");
    await sheet.getByRole('button', { name: tw('关闭投注单') }).tap();
    await expect(sheet).toHaveCount(0);
    await tapMenu(page, tw('菜单'));
    await expectOneScript(page, 'zh-TW', 'the header menu on a phone');
  });
});

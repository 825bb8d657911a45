import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures/backend';

/** Sums the layout shifts of the page from its first paint (not those right after an input), as CLS counts them. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // Entries reach the observer after the frame that shifted: read after two more frames.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total),
            ),
          );
        }),
    );
}

/**
 * Holds the site's content (channels, sponsors) back until `release()`: the page draws its placeholders first and
 * the content lands in them later, as on a slow line.
 */
async function holdSiteContent(page: Page): Promise<{ release: () => Promise<void> }> {
  const pattern = /\/site\/api\/v1\/advertising\//;
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

for (const viewport of [
  { name: 'a phone', width: 412, height: 823 },
  { name: 'a desktop window', width: 1350, height: 940 },
]) {
  test(`nothing on the home page moves while it loads, on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const layoutShift = await watchLayoutShifts(page);
    const siteContent = await holdSiteContent(page);
    await page.goto('/');
    // The live matches first, around the channel and sponsor placeholders; then the site's content.
    await expect(page.getByRole('region', { name: '滚球赛事' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('status', { name: '加载中…' }).first()).toBeVisible();
    await siteContent.release();
    await expect(
      page.getByRole('region', { name: '全部频道' }).getByRole('link', { name: '体育' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: '赞助合作' }).getByRole('article').first()).toBeAttached();
    expect(await layoutShift()).toBeLessThan(0.01);
  });
}

test('nothing on the sport page moves while it loads', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const layoutShift = await watchLayoutShifts(page);
  await page.goto('/game/sport');
  await expect(page.getByRole('navigation', { name: '游戏分类' })).toBeVisible();
  expect(await layoutShift()).toBeLessThan(0.01);
});

test('before its scripts arrive, a visitor already sees the site header; the app takes its place', async ({
  page,
}) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText('极光体育', { exact: true })).toBeVisible();
  for (const name of ['首页', '体育', '真人', '优惠'])
    await expect(page.getByText(name, { exact: true })).toBeVisible();

  await page.unroute(/\/assets\/.+\.js$/);
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '体育' }),
  ).toBeVisible();
  await expect(page.locator('.static-shell')).toHaveCount(0);
});

test('the page, its scripts and its stylesheet come compressed; hashed files are cached for good, the page never', async ({
  page,
}) => {
  const answers: { url: string; type: string; encoding: string | undefined; cache: string | undefined }[] =
    [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document' || type === 'script' || type === 'stylesheet') {
      const headers = response.headers();
      answers.push({
        url: response.url(),
        type,
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    }
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: '滚球赛事' }).getByRole('article').first()).toBeVisible();

  const document = answers.find((answer) => answer.type === 'document');
  expect(document).toMatchObject({ encoding: 'br', cache: 'no-cache' });
  const assets = answers.filter((answer) => answer.type !== 'document');
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets) {
    expect(asset.url).toMatch(/\/assets\//);
    expect(asset, asset.url).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' });
  }
});

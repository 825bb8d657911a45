import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import helpCN from './locales/zh-CN.json';
import { createHelpTestI18n } from './helpTestI18n';
import { helpRoutes } from './routes';
import { HELP_TOPICS } from './topics';
import legalCN from '@src/legal/locales/zh-CN.json';

const NOT_FOUND = '页面不存在';

/** Stands in for the shell's error element: a 404 route error is its not-found page. */
function RouteError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND : '出错了'}</p>;
}

interface RenderOptions {
  readonly depositEnabled?: boolean | (() => boolean);
  readonly language?: 'zh-CN' | 'zh-TW';
}

function renderHelp(path: string, { depositEnabled = true, language = 'zh-CN' }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        errorElement: <RouteError />,
        children: [helpRoutes({ depositEnabled }), { path: '*', element: <p>{NOT_FOUND}</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createHelpTestI18n(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const menuLabel = (key: string): string => (helpCN.ui.menu as Record<string, string>)[key] ?? key;
const titleOf = (key: string): string => {
  if (key === 'gztk') return legalCN.documents.terms.title;
  if (key === 'ysgz') return legalCN.documents.privacy.title;
  return (helpCN.topics as Record<string, { title: string }>)[key]?.title ?? key;
};
const menu = () => screen.getByRole('navigation', { name: '帮助中心目录' });

describe('help pages', () => {
  it.each(HELP_TOPICS.map((t) => t.key))('/app/help/%s shows its document with a title, sections and real content', async (key) => {
    renderHelp(`/app/help/${key}`);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveProperty('textContent', titleOf(key));
    const article = title.closest('article');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    expect(article?.textContent?.length ?? 0).toBeGreaterThan(400);
    expect(within(menu()).getByRole('link', { name: menuLabel(key) }).getAttribute('aria-current')).toBe('page');
  });

  it('renders worked examples as tables with column and row headers', async () => {
    renderHelp('/app/help/rqgl');
    const table = await screen.findByRole('table', { name: '投注主队 -0.25（平/半）' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['比赛结果', '结算', '计算', '返还', '净输赢']);
    const draw = within(table).getByRole('rowheader', { name: '平局' }).closest('tr');
    expect(draw?.textContent).toContain('输半');
  });

  it('renders steps as an ordered list', async () => {
    renderHelp('/app/help/kh');
    const steps = await screen.findByRole('heading', { name: '注册步骤' });
    const list = steps.closest('section')?.querySelector('ol');
    expect(list?.querySelectorAll('li').length).toBeGreaterThanOrEqual(5);
  });

  it('opens the account guide at /app/help', async () => {
    const router = renderHelp('/app/help');
    expect(await screen.findByRole('heading', { level: 1, name: '开户指南' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/help/kh');
  });

  it('gives not-found for an unknown topic', async () => {
    renderHelp('/app/help/nope');
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
  });

  it('shows zh-TW when the language is traditional Chinese', async () => {
    renderHelp('/app/help/kh', { language: 'zh-TW' });
    expect(await screen.findByRole('heading', { level: 1, name: '開戶指南' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '幫助中心目錄' })).toBeTruthy();
  });
});

describe('help menu', () => {
  it('lists all 23 topics under their five groups', async () => {
    renderHelp('/app/help/kh');
    await screen.findByRole('heading', { level: 1 });
    const links = within(menu()).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(HELP_TOPICS.map((t) => menuLabel(t.key)));
    for (const group of ['新手指南', '存取款', '体育', '游戏', '关于']) {
      expect(within(menu()).getByRole('list', { name: group })).toBeTruthy();
    }
  });

  it('follows related links between topics', async () => {
    const user = userEvent.setup();
    const router = renderHelp('/app/help/qk');
    const related = await screen.findByRole('navigation', { name: '相关帮助' });
    await user.click(within(related).getByRole('link', { name: '存款教程' }));
    expect(await screen.findByRole('heading', { level: 1, name: '存款教程' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/help/ck');
  });

  it('moves through the menu with the arrow, Home and End keys and opens a topic with Enter', async () => {
    const user = userEvent.setup();
    const router = renderHelp('/app/help/kh');
    await screen.findByRole('heading', { level: 1 });
    const link = (key: string) => within(menu()).getByRole('link', { name: menuLabel(key) });
    const keys = HELP_TOPICS.map((t) => t.key);

    await user.tab();
    expect(document.activeElement).toBe(link('kh'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(link(keys[1] ?? ''));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(link('zxkf'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(link('kh'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(link('zxkf'));
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(link(keys[2] ?? ''));

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: titleOf(keys[2] ?? '') })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/app/help/${keys[2] ?? ''}`);
  });
});

describe('when the site disables deposit (spec 2.4 item 5)', () => {
  it('leaves the deposit tutorial out of the menu and out of related links', async () => {
    renderHelp('/app/help/qk', { depositEnabled: false });
    await screen.findByRole('heading', { level: 1, name: '取款教程' });
    expect(within(menu()).queryByRole('link', { name: '存款教程' })).toBeNull();
    expect(within(menu()).getAllByRole('link')).toHaveLength(22);
    const related = screen.getByRole('navigation', { name: '相关帮助' });
    expect(within(related).queryByRole('link', { name: '存款教程' })).toBeNull();
    expect(within(related).getByRole('link', { name: '额度转换' })).toBeTruthy();
  });

  it('answers /app/help/ck with not-found', async () => {
    renderHelp('/app/help/ck', { depositEnabled: false });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '存款教程' })).toBeNull();
  });
});

describe('when the deposit setting is read at navigation time (it arrives after the router is built)', () => {
  it('answers /app/help/ck with not-found and hides it while deposit is off, and shows it once deposit is on', async () => {
    let depositEnabled = false;
    const router = renderHelp('/app/help/ck', { depositEnabled: () => depositEnabled });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();

    await router.navigate('/app/help/qk');
    await screen.findByRole('heading', { level: 1, name: '取款教程' });
    expect(within(menu()).queryByRole('link', { name: '存款教程' })).toBeNull();

    depositEnabled = true;
    await router.navigate('/app/help/ck');
    expect(await screen.findByRole('heading', { level: 1, name: '存款教程' })).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: '存款教程' }).getAttribute('aria-current')).toBe('page');
  });
});

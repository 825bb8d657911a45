import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code, type Letter, type LetterKindFilter, type UnreadCounts } from '@src/contract';
import { memberInfo, renderApp } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope, type Envelope } from '@src/test/fakeFetch';
import { MESSAGE_PAGE_SIZE } from './MessagePage';

configure({ asyncUtilTimeout: 5000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
const HOUR = 60 * 60 * 1000;
// 2026-11-22 04:00 UTC = 12:00 Beijing time.
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);

function letter(id: number, overrides: Partial<Letter> = {}): Letter {
  return {
    id,
    kind: 'notice',
    broadcast: false,
    title: `消息${id}`,
    content: `内容${id}`,
    createdAt: NOW - id * HOUR,
    read: false,
    ...overrides,
  };
}

/** The backend's letters for one member: list, read, delete, read all and the unread counts, as the server keeps them. */
function lettersBackend(initial: Letter[]) {
  let letters = [...initial];
  const calls: { path: string; body: unknown }[] = [];
  const of = (kind: LetterKindFilter) => letters.filter((item) => kind === 'all' || item.kind === kind);
  const counts = (): UnreadCounts => {
    const unread = (kind: Letter['kind'], broadcast: boolean) =>
      letters.filter((item) => !item.read && item.kind === kind && item.broadcast === broadcast).length;
    return {
      brnotice_count: unread('notice', true),
      bractivity_count: unread('activity', true),
      brbulletin_count: unread('bulletin', true),
      brmatch_count: unread('match', true),
      brfd_count: unread('fd', true),
      notice_count: unread('notice', false),
      activity_count: unread('activity', false),
      fd_count: unread('fd', false),
      feedbackUnread: 0,
    };
  };
  const route =
    (path: string, answer: (body: Record<string, unknown>) => Envelope) =>
    (body: unknown): Envelope => {
      calls.push({ path, body });
      return answer(body as Record<string, unknown>);
    };
  const routes = {
    '/site/api/v1/site/letter/getUnreadForType': () => okEnvelope(counts()),
    '/site/api/v1/site/letter/list': route('list', (body) => {
      const kind = body.kind as LetterKindFilter;
      const pageNum = body.pageNum as number;
      const pageSize = body.pageSize as number;
      const all = of(kind);
      return okEnvelope({
        list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: all.length,
        pageNum,
        pageSize,
      });
    }),
    '/site/api/v1/site/letter/read': route('read', (body) => {
      const ids = body.ids as number[];
      const before = letters.filter((item) => ids.includes(item.id) && !item.read).length;
      letters = letters.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item));
      return okEnvelope({ read: before });
    }),
    '/site/api/v1/site/letter/delete': route('delete', (body) => {
      const ids = body.ids as number[];
      const before = letters.length;
      letters = letters.filter((item) => !ids.includes(item.id));
      return okEnvelope({ deleted: before - letters.length });
    }),
    '/site/api/v1/site/letter/onekeyRead': route('readAll', (body) => {
      const kind = body.kind as LetterKindFilter;
      const unread = of(kind).filter((item) => !item.read).length;
      letters = letters.map((item) =>
        kind === 'all' || item.kind === kind ? { ...item, read: true } : item,
      );
      return okEnvelope({ read: unread });
    }),
  };
  return { routes, calls, letters: () => letters };
}

function renderMessages(
  backend: ReturnType<typeof lettersBackend>,
  extra: Parameters<typeof renderApp>[0] = {},
) {
  return renderApp(
    { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()), ...backend.routes, ...extra },
    { url: 'http://app.test/mine/message', storage: loggedIn },
  );
}

const memberNav = () => screen.findByRole('navigation', { name: '会员中心' });
const letterRow = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the message centre (spec 7.1 site/letter)', () => {
  it('lists every letter newest first with its kind, Beijing time and an unread mark, and the tabs count the unread', async () => {
    const backend = lettersBackend([
      letter(1, { title: '欢迎加入极光体育' }),
      letter(2, { kind: 'bulletin', broadcast: true, title: '平台公告：谨防诈骗', read: true }),
      letter(3, { kind: 'activity', title: '新人专享礼包已到账' }),
    ]);
    renderMessages(backend);
    expect(await screen.findByRole('heading', { name: '消息中心' })).toBeTruthy();
    const first = await screen.findByRole('button', { name: /欢迎加入极光体育/ });
    expect(first.textContent).toContain('通知');
    // 2026-11-22 03:00 UTC is 11:00 in Beijing.
    expect(first.textContent).toContain('2026-11-22 11:00:00');
    expect(within(first).getByRole('img', { name: '未读' })).toBeTruthy();
    expect(within(letterRow('平台公告')).queryByRole('img', { name: '未读' })).toBeNull();
    expect(
      screen
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('data-letter'))
        .map((item) => item.dataset.letter),
    ).toEqual(['1', '2', '3']);
    const tabs = screen.getByRole('tablist', { name: '消息类型' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['全部2', '通知1', '活动1', '公告', '赛事', '资金']);
    expect(within(tabs).getByRole('tab', { name: /全部/ }).getAttribute('aria-selected')).toBe('true');
    expect(backend.calls[0]).toEqual({
      path: 'list',
      body: { kind: 'all', pageNum: 1, pageSize: MESSAGE_PAGE_SIZE },
    });
  });

  it('opening an unread letter shows it, marks it read, and the unread badge goes down', async () => {
    const backend = lettersBackend([
      letter(1, { title: '欢迎加入极光体育', content: '请尽快绑定手机号码' }),
      letter(2),
    ]);
    const { user } = renderMessages(backend);
    expect(await within(await memberNav()).findByRole('link', { name: /消息.*2条未读消息/ })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /欢迎加入极光体育/ }));
    expect(screen.getByText('请尽快绑定手机号码')).toBeTruthy();
    expect(letterRow('欢迎加入极光体育').getAttribute('aria-expanded')).toBe('true');
    expect(within(letterRow('欢迎加入极光体育')).queryByRole('img', { name: '未读' })).toBeNull();
    expect(backend.calls).toContainEqual({ path: 'read', body: { ids: [1] } });
    expect(await within(await memberNav()).findByRole('link', { name: /消息.*1条未读消息/ })).toBeTruthy();
    // Opening it again, or closing it, asks nothing more.
    await user.click(letterRow('欢迎加入极光体育'));
    expect(screen.queryByText('请尽快绑定手机号码')).toBeNull();
    await user.click(letterRow('欢迎加入极光体育'));
    expect(backend.calls.filter((call) => call.path === 'read')).toHaveLength(1);
  });

  it('a letter the server could not mark read shows unread again, with the server message', async () => {
    const backend = lettersBackend([letter(1)]);
    const { user } = renderMessages(backend, {
      '/site/api/v1/site/letter/read': () => codeEnvelope(Code.ServerError, '系统繁忙，请稍后再试'),
    });
    await user.click(await screen.findByRole('button', { name: /消息1/ }));
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    expect(within(letterRow('消息1')).getByRole('img', { name: '未读' })).toBeTruthy();
  });

  it('a tab lists its own kind; arrow keys move between the tabs', async () => {
    const backend = lettersBackend([
      letter(1),
      letter(2, { kind: 'bulletin', broadcast: true, title: '平台公告' }),
      letter(3, { kind: 'match', broadcast: true, title: '赛事提醒' }),
    ]);
    const { user } = renderMessages(backend);
    await screen.findByRole('button', { name: /消息1/ });
    await user.click(screen.getByRole('tab', { name: /公告/ }));
    expect(await screen.findByRole('button', { name: /平台公告/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /消息1/ })).toBeNull();
    expect(backend.calls.at(-1)).toEqual({
      path: 'list',
      body: { kind: 'bulletin', pageNum: 1, pageSize: MESSAGE_PAGE_SIZE },
    });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /赛事/ }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /赛事/ }));
    expect(await screen.findByRole('button', { name: /赛事提醒/ })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /资金/ }));
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });

  it('deleting asks first: 取消 keeps the letter, 删除 removes it', async () => {
    const backend = lettersBackend([letter(1, { title: '欢迎加入极光体育' }), letter(2)]);
    const { user } = renderMessages(backend);
    await user.click(await screen.findByRole('button', { name: /欢迎加入极光体育/ }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    let dialog = await screen.findByRole('alertdialog', { name: '删除消息' });
    expect(dialog.textContent).toContain('确定删除“欢迎加入极光体育”吗？删除后不可恢复。');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.calls.some((call) => call.path === 'delete')).toBe(false);
    expect(letterRow('欢迎加入极光体育')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '删除' }));
    dialog = await screen.findByRole('alertdialog', { name: '删除消息' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /欢迎加入极光体育/ })).toBeNull());
    expect(backend.calls).toContainEqual({ path: 'delete', body: { ids: [1] } });
    expect(await screen.findByText('已删除')).toBeTruthy();
    expect(screen.getByText('已显示 1 / 1 条')).toBeTruthy();
  });

  it('全部已读 marks the tab read and the badge empties; it is off when nothing is unread', async () => {
    const backend = lettersBackend([letter(1), letter(2, { kind: 'activity' })]);
    const { user } = renderMessages(backend);
    await screen.findByRole('button', { name: /消息1/ });
    await user.click(screen.getByRole('tab', { name: /通知/ }));
    await screen.findByText('已显示 1 / 1 条');
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    expect(backend.calls).toContainEqual({ path: 'readAll', body: { kind: 'notice' } });
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    await waitFor(() => expect(within(letterRow('消息1')).queryByRole('img', { name: '未读' })).toBeNull());
    // The activity letter is still unread.
    expect(await within(await memberNav()).findByRole('link', { name: /消息.*1条未读消息/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '全部已读' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('shows a page of letters at a time, and the next on 加载更多', async () => {
    const many = Array.from({ length: MESSAGE_PAGE_SIZE + 5 }, (_, index) =>
      letter(index + 1, { read: true }),
    );
    const backend = lettersBackend(many);
    const { user } = renderMessages(backend);
    expect(await screen.findByText(`已显示 ${MESSAGE_PAGE_SIZE} / ${MESSAGE_PAGE_SIZE + 5} 条`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '加载更多' }));
    expect(
      await screen.findByText(`已显示 ${MESSAGE_PAGE_SIZE + 5} / ${MESSAGE_PAGE_SIZE + 5} 条`),
    ).toBeTruthy();
    expect(backend.calls.at(-1)).toEqual({
      path: 'list',
      body: { kind: 'all', pageNum: 2, pageSize: MESSAGE_PAGE_SIZE },
    });
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('a list that fails to load says so and loads again on 重试', async () => {
    const backend = lettersBackend([letter(1)]);
    let fail = true;
    const { user } = renderMessages(backend, {
      '/site/api/v1/site/letter/list': (body) =>
        fail
          ? codeEnvelope(Code.ServerError, '系统繁忙')
          : backend.routes['/site/api/v1/site/letter/list'](body),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('加载失败');
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: /消息1/ })).toBeTruthy();
  });
});

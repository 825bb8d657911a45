import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Code, type Feedback, type UnreadCounts } from '@src/contract';
import { memberInfo, renderApp, unreadCounts } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope, type Envelope } from '@src/test/fakeFetch';
import { FEEDBACK_LIST_PAGE_SIZE } from './FeedbackListPage';

configure({ asyncUtilTimeout: 5000 });
const loggedIn = { token: 'tok-1', userId: 'u-1' };
// 2026-11-22 04:00 UTC = 12:00 Beijing time.
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const BASE = '/site/api/v1/user/feedback';

function feedback(id: number, overrides: Partial<Feedback> = {}): Feedback {
  return {
    id,
    type: 'deposit',
    content: `存款到账很慢，订单号${id}，请帮忙查一下`,
    createdAt: NOW - id * 60_000,
    reply: null,
    repliedAt: null,
    replyRead: true,
    ...overrides,
  };
}

/** The member's feedback as the server keeps it, with the unread replies in the counts. */
function feedbackBackend(initial: Feedback[]) {
  let items = [...initial];
  let nextId = 100;
  const calls: { path: string; body: unknown }[] = [];
  const route =
    (path: string, answer: (body: Record<string, unknown>) => Envelope) =>
    (body: unknown): Envelope => {
      calls.push({ path, body });
      return answer(body as Record<string, unknown>);
    };
  const counts = (): UnreadCounts => ({
    ...unreadCounts,
    feedbackUnread: items.filter((item) => item.reply !== null && !item.replyRead).length,
  });
  const routes = {
    '/site/api/v1/site/letter/getUnreadForType': () => okEnvelope(counts()),
    [`${BASE}/addFeedBack`]: route('add', (body) => {
      const id = nextId++;
      items = [
        {
          ...feedback(id),
          type: body.type as Feedback['type'],
          content: body.content as string,
          createdAt: NOW,
        },
        ...items,
      ];
      return okEnvelope({ id });
    }),
    [`${BASE}/getFeedBackList`]: route('list', (body) => {
      const pageNum = body.pageNum as number;
      const pageSize = body.pageSize as number;
      return okEnvelope({
        list: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        total: items.length,
        pageNum,
        pageSize,
      });
    }),
    [`${BASE}/getFeedbackInfo`]: route('info', (body) => {
      items = items.map((item) => (item.id === body.id ? { ...item, replyRead: true } : item));
      const item = items.find((candidate) => candidate.id === body.id);
      return item ? okEnvelope(item) : codeEnvelope(Code.NotFound, '反馈不存在');
    }),
    [`${BASE}/delFeedback`]: route('delete', (body) => {
      items = items.filter((item) => item.id !== body.id);
      return okEnvelope(null);
    }),
  };
  return { routes, calls };
}

function renderFeedback(
  path: string,
  backend: ReturnType<typeof feedbackBackend>,
  extra: Parameters<typeof renderApp>[0] = {},
) {
  return renderApp(
    { '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()), ...backend.routes, ...extra },
    { url: `http://app.test${path}`, storage: loggedIn },
  );
}

const mineMenu = () => screen.findByRole('navigation', { name: '会员中心菜单' });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sending feedback (spec 7.1 user/feedback/addFeedBack)', () => {
  it('asks for a type and 10-500 characters, counts them, then sends and shows it under 我的反馈 awaiting a reply', async () => {
    const backend = feedbackBackend([]);
    const { user } = renderFeedback('/mine/feedback', backend);
    const form = await screen.findByRole('region', { name: '意见反馈' });
    await user.click(within(form).getByRole('button', { name: '提交反馈' }));
    expect(await within(form).findByText('请选择反馈类型')).toBeTruthy();
    expect(within(form).getByText('请输入反馈内容')).toBeTruthy();

    await user.selectOptions(within(form).getByLabelText('反馈类型'), '取款问题');
    await user.type(within(form).getByLabelText('反馈内容'), '取款还没到账');
    expect(within(form).getByText('6/500')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '提交反馈' }));
    expect(await within(form).findByText('反馈内容至少10个字')).toBeTruthy();
    expect(backend.calls.some((call) => call.path === 'add')).toBe(false);

    await user.type(within(form).getByLabelText('反馈内容'), '，已经两个小时了  ');
    await user.click(within(form).getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('反馈已提交，客服会尽快回复您')).toBeTruthy();
    expect(backend.calls.find((call) => call.path === 'add')?.body).toEqual({
      type: 'withdrawal',
      content: '取款还没到账，已经两个小时了',
    });
    const list = await screen.findByRole('region', { name: '我的反馈' });
    const item = await within(list).findByRole('button', { name: /取款还没到账，已经两个小时了/ });
    expect(item.textContent).toContain('取款问题');
    expect(item.textContent).toContain('待回复');
  });

  it('a refusal from the server is said, and what was written stays', async () => {
    const backend = feedbackBackend([]);
    const { user } = renderFeedback('/mine/feedback', backend, {
      [`${BASE}/addFeedBack`]: () => codeEnvelope(Code.FrequentSubmission, '反馈提交过于频繁，请稍后再试'),
    });
    const form = await screen.findByRole('region', { name: '意见反馈' });
    await user.selectOptions(within(form).getByLabelText('反馈类型'), '功能建议');
    await user.type(within(form).getByLabelText('反馈内容'), '希望增加更多篮球滚球玩法');
    await user.click(within(form).getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('反馈提交过于频繁，请稍后再试')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLTextAreaElement>('反馈内容').value).toBe(
      '希望增加更多篮球滚球玩法',
    );
  });
});

describe('my feedback (spec 7.1 user/feedback/*)', () => {
  it('a new reply is counted in the menu; opening it shows the reply, reads it and the count goes', async () => {
    const backend = feedbackBackend([
      feedback(1, { reply: '您好，款项已到账，请查收。', repliedAt: NOW - 30_000, replyRead: false }),
      feedback(2, { type: 'game', content: '真人视讯卡顿，画面经常停住不动' }),
    ]);
    const { user } = renderFeedback('/mine/feedback/list', backend);
    expect(await within(await mineMenu()).findByRole('link', { name: /意见反馈.*1条新回复/ })).toBeTruthy();
    const first = await screen.findByRole('button', { name: /订单号1/ });
    expect(first.textContent).toContain('新回复');
    expect(first.textContent).toContain('2026-11-22 11:59:00');
    expect(screen.getByRole('button', { name: /真人视讯卡顿/ }).textContent).toContain('待回复');
    expect(backend.calls[0]).toEqual({
      path: 'list',
      body: { pageNum: 1, pageSize: FEEDBACK_LIST_PAGE_SIZE },
    });

    await user.click(first);
    const reply = await screen.findByRole('region', { name: '客服回复' });
    expect(reply.textContent).toContain('您好，款项已到账，请查收。');
    expect(reply.textContent).toContain('回复时间：2026-11-22 11:59:30');
    expect(backend.calls).toContainEqual({ path: 'info', body: { id: 1 } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /订单号1/ }).textContent).toContain('已回复'),
    );
    await waitFor(async () =>
      expect(within(await mineMenu()).getByRole('link', { name: /意见反馈/ }).textContent).toBe('意见反馈'),
    );

    // One awaiting its reply says so, and opening it asks nothing.
    await user.click(screen.getByRole('button', { name: /真人视讯卡顿/ }));
    expect(screen.getByText('客服正在处理，请耐心等待回复。')).toBeTruthy();
    expect(backend.calls.filter((call) => call.path === 'info')).toHaveLength(1);
  });

  it('deleting asks first, then removes it', async () => {
    const backend = feedbackBackend([feedback(1), feedback(2)]);
    const { user } = renderFeedback('/mine/feedback/list', backend);
    await user.click(await screen.findByRole('button', { name: /订单号1/ }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除反馈' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /订单号1/ })).toBeNull());
    expect(backend.calls).toContainEqual({ path: 'delete', body: { id: 1 } });
    expect(screen.getByText('已显示 1 / 1 条')).toBeTruthy();
  });

  it('says when there is none yet, with the way to send one', async () => {
    renderFeedback('/mine/feedback/list', feedbackBackend([]));
    expect(await screen.findByText('您还没有提交过反馈')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我要反馈' }).getAttribute('href')).toBe('/mine/feedback');
  });
});

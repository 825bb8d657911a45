import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Code,
  FEEDBACKS_PER_HOUR,
  FeedbackMessage,
  Header,
  api,
  type AddFeedbackRequest,
  type Feedback,
} from '@src/contract';
import type { Schedule } from '../../schedule';
import { md5Hex } from '../../db/seed';
import { acknowledgement } from '../../site/feedback';
import { useFakeClock } from '../../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { devApi } from './dev';

const asMember = (token: string) => ({ [Header.token]: token });

/** Timers on the faked Date: `advance` moves the clock and runs what fell due, nothing earlier. */
class VirtualTimers {
  private tasks: { due: number; run: () => void; cancelled: boolean }[] = [];

  readonly schedule: Schedule = (ms, run) => {
    const task = { due: Date.now() + ms, run, cancelled: false };
    this.tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  };

  get pending(): number {
    return this.tasks.filter((task) => !task.cancelled).length;
  }

  advance(ms: number): void {
    vi.setSystemTime(Date.now() + ms);
    const now = Date.now();
    const due = this.tasks.filter((task) => !task.cancelled && task.due <= now);
    this.tasks = this.tasks.filter((task) => !task.cancelled && task.due > now);
    for (const task of due) task.run();
  }
}

/** What a member does with their feedback, through the HTTP calls. */
function memberSteps(backend: () => TestBackend) {
  let registered = 0;
  return {
    async register(): Promise<string> {
      registered += 1;
      const name = `fback${String(registered).padStart(2, '0')}`;
      const answer = await backend().call(api.register.path, {
        name,
        password: md5Hex('abc12345'),
        secondPassword: md5Hex('abc12345'),
        kaptchcate: 0,
      });
      return api.register.response.parse(answer.body.data).token;
    },
    async add(token: string, body: AddFeedbackRequest): Promise<number> {
      const answer = await backend().call(api.addFeedback.path, body, asMember(token));
      expect(answer.body.status_code).toBe(Code.Success);
      return api.addFeedback.response.parse(answer.body.data).id;
    },
    async list(token: string, body: object = {}) {
      const answer = await backend().call(api.feedbackList.path, body, asMember(token));
      expect(answer.body.status_code).toBe(Code.Success);
      return api.feedbackList.response.parse(answer.body.data);
    },
    async info(token: string, id: number): Promise<Feedback> {
      const answer = await backend().call(api.feedbackInfo.path, { id }, asMember(token));
      expect(answer.body.status_code).toBe(Code.Success);
      return api.feedbackInfo.response.parse(answer.body.data);
    },
    async unread(token: string): Promise<{ unreadNum: number; feedbackUnread: number }> {
      const unreadNum = await backend().call(api.feedbackUnread.path, {}, asMember(token));
      const counts = await backend().call(api.unreadForType.path, { userSystem: 1 }, asMember(token));
      return {
        unreadNum: api.feedbackUnread.response.parse(unreadNum.body.data).count,
        feedbackUnread: api.unreadForType.response.parse(counts.body.data).feedbackUnread,
      };
    },
    async reply(id: number, reply: string) {
      return (await backend().call(devApi.replyFeedback.path, { id, reply })).body;
    },
  };
}

const DEPOSIT: AddFeedbackRequest = {
  type: 'deposit',
  content: '充值了两百元，十分钟了还没有到账，请帮忙查一下。',
};

describe('member feedback (spec 7.1 user/feedback/*) with customer service replying by hand', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ devApi: true, feedbackReplyMs: 0 });
  });
  afterAll(() => backend.close());
  const advance = useFakeClock();
  const steps = memberSteps(() => backend);
  /** Rows kept for the member, deleted ones too. */
  async function stored(token: string): Promise<number> {
    const member = await backend.app.authenticate(token);
    return (
      backend.db
        .prepare<[number], number>('SELECT COUNT(*) FROM feedback WHERE member_id = ?')
        .pluck()
        .get(Number(member?.userId)) ?? -1
    );
  }

  it('lists what the member sent, newest first, a page at a time, with the total on every page', async () => {
    const token = await steps.register();
    const first = await steps.add(token, DEPOSIT);
    const sentAt = Date.now();
    advance(60_000);
    const second = await steps.add(token, {
      type: 'suggestion',
      content: '  希望增加更多篮球的滚球盘口。  ',
    });
    advance(60_000);
    const third = await steps.add(token, { type: 'other', content: 'App 夜间模式的字太小了，看不清。' });

    const all = await steps.list(token);
    expect(all).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(all.list.map((shown) => shown.id)).toEqual([third, second, first]);
    expect(all.list[1]?.content).toBe('希望增加更多篮球的滚球盘口。');
    expect(all.list[2]).toEqual({
      id: first,
      type: 'deposit',
      content: DEPOSIT.content,
      createdAt: sentAt,
      reply: null,
      repliedAt: null,
      replyRead: true,
    });

    const secondPage = await steps.list(token, { pageNum: 2, pageSize: 2 });
    expect(secondPage).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(secondPage.list.map((shown) => shown.id)).toEqual([first]);
    expect((await steps.list(await steps.register())).total).toBe(0);
  });

  it('refuses content that is empty, blank, under 10 or over 500 characters and a type not offered, with 6007 in Chinese, storing nothing', async () => {
    const token = await steps.register();
    const refusals: [object, string][] = [
      [{ type: 'deposit', content: '' }, `反馈内容：${FeedbackMessage.contentRequired}`],
      [{ type: 'deposit', content: '      ' }, `反馈内容：${FeedbackMessage.contentRequired}`],
      [{ type: 'deposit' }, '反馈内容：不能为空'],
      [{ type: 'deposit', content: '充值没有到账请查一' }, `反馈内容：${FeedbackMessage.contentTooShort}`],
      [{ type: 'deposit', content: `  ${'一'.repeat(9)}  ` }, `反馈内容：${FeedbackMessage.contentTooShort}`],
      [{ type: 'deposit', content: '款'.repeat(501) }, `反馈内容：${FeedbackMessage.contentTooLong}`],
      [{ type: 'bug', content: DEPOSIT.content }, `反馈类型：${FeedbackMessage.typeRequired}`],
      [{ content: DEPOSIT.content }, `反馈类型：${FeedbackMessage.typeRequired}`],
    ];
    for (const [body, message] of refusals) {
      const answer = await backend.call(api.addFeedback.path, body, asMember(token));
      expect({ body, ...answer.body }).toEqual({
        body,
        status_code: Code.InvalidParameter,
        data: null,
        message,
      });
    }
    expect(await stored(token)).toBe(0);

    // The bounds themselves are accepted, each Chinese character counted as one.
    await steps.add(token, { type: 'account', content: '一二三四五六七八九十' });
    await steps.add(token, { type: 'account', content: '款'.repeat(500) });
    expect((await steps.list(token)).total).toBe(2);
  });

  it(`refuses the ${FEEDBACKS_PER_HOUR + 1}th feedback within an hour (6011) and accepts it an hour after the first`, async () => {
    const token = await steps.register();
    const first = await steps.add(token, DEPOSIT);
    // Deleting one is no way round the limit.
    await backend.call(api.deleteFeedback.path, { id: first }, asMember(token));
    for (let sent = 1; sent < FEEDBACKS_PER_HOUR; sent += 1) await steps.add(token, DEPOSIT);

    const tooMany = await backend.call(api.addFeedback.path, DEPOSIT, asMember(token));
    expect(tooMany.body).toEqual({
      status_code: Code.FrequentSubmission,
      data: null,
      message: FeedbackMessage.tooMany,
    });
    advance(3600_000 - 1);
    const stillTooMany = await backend.call(api.addFeedback.path, DEPOSIT, asMember(token));
    expect(stillTooMany.body.status_code).toBe(Code.FrequentSubmission);
    expect(await stored(token)).toBe(FEEDBACKS_PER_HOUR);

    advance(1);
    await steps.add(token, DEPOSIT);
    expect((await steps.list(token)).total).toBe(FEEDBACKS_PER_HOUR);
  });

  it(`keeps to ${FEEDBACKS_PER_HOUR} an hour when more are sent at once (issue 13: no counted limit passed in parallel)`, async () => {
    const token = await steps.register();
    const answers = await Promise.all(
      Array.from({ length: FEEDBACKS_PER_HOUR + 3 }, () =>
        backend.call(api.addFeedback.path, DEPOSIT, asMember(token)),
      ),
    );
    const codes = answers.map((answer) => answer.body.status_code);
    expect(codes.filter((code) => code === Code.Success)).toHaveLength(FEEDBACKS_PER_HOUR);
    expect(codes.filter((code) => code === Code.FrequentSubmission)).toHaveLength(3);
    expect(await stored(token)).toBe(FEEDBACKS_PER_HOUR);
  });

  it('shows customer service’s reply in the list, counts it unread until the member opens the feedback', async () => {
    const token = await steps.register();
    const id = await steps.add(token, DEPOSIT);
    advance(5 * 60_000);
    const repliedAt = Date.now();
    expect(await steps.reply(id, '您好，款项已到账，请刷新余额查看。')).toEqual({
      status_code: Code.Success,
      data: { id, repliedAt },
      message: '成功',
    });

    const [shown] = (await steps.list(token)).list;
    expect(shown).toMatchObject({
      id,
      reply: '您好，款项已到账，请刷新余额查看。',
      repliedAt,
      replyRead: false,
    });
    expect(await steps.unread(token)).toEqual({ unreadNum: 1, feedbackUnread: 1 });

    advance(60_000);
    expect(await steps.info(token, id)).toMatchObject({
      id,
      reply: '您好，款项已到账，请刷新余额查看。',
      replyRead: true,
    });
    expect(await steps.unread(token)).toEqual({ unreadNum: 0, feedbackUnread: 0 });
    expect((await steps.list(token)).list[0]?.replyRead).toBe(true);

    // A later answer is news again.
    await steps.reply(id, '您好，补充说明：本次充值已额外赠送5元。');
    expect(await steps.unread(token)).toEqual({ unreadNum: 1, feedbackUnread: 1 });
  });

  it('the unread replies leave the letters’ own counts as they were', async () => {
    const token = await steps.register();
    const before = await backend.call(api.unreadForType.path, { userSystem: 1 }, asMember(token));
    await steps.reply(await steps.add(token, DEPOSIT), '您好，已为您处理。');
    const after = await backend.call(api.unreadForType.path, { userSystem: 1 }, asMember(token));
    expect(after.body.data).toEqual({ ...(before.body.data as object), feedbackUnread: 1 });
  });

  it('deleting a feedback hides it and its unread reply; it cannot be opened, deleted or answered again', async () => {
    const token = await steps.register();
    const kept = await steps.add(token, { type: 'game', content: '真人视讯进入游戏后一直黑屏。' });
    const id = await steps.add(token, DEPOSIT);
    await steps.reply(id, '您好，已为您处理。');
    expect((await steps.unread(token)).unreadNum).toBe(1);

    const deleted = await backend.call(api.deleteFeedback.path, { id }, asMember(token));
    expect(deleted.body).toEqual({ status_code: Code.Success, data: null, message: '成功' });
    expect(await steps.list(token)).toMatchObject({ total: 1, list: [{ id: kept }] });
    expect(await steps.unread(token)).toEqual({ unreadNum: 0, feedbackUnread: 0 });

    const notFound = { status_code: Code.NotFound, data: null, message: FeedbackMessage.notFound };
    expect((await backend.call(api.feedbackInfo.path, { id }, asMember(token))).body).toEqual(notFound);
    expect((await backend.call(api.deleteFeedback.path, { id }, asMember(token))).body).toEqual(notFound);
    expect(await steps.reply(id, '您好，再次回复。')).toEqual(notFound);
    expect(await steps.unread(token)).toEqual({ unreadNum: 0, feedbackUnread: 0 });
  });

  it('another member’s feedback answers 6004 to info and delete, and stays unread and listed for its owner', async () => {
    const owner = await steps.register();
    const intruder = await steps.register();
    const id = await steps.add(owner, DEPOSIT);
    await steps.reply(id, '您好，已为您处理。');

    const notFound = { status_code: Code.NotFound, data: null, message: FeedbackMessage.notFound };
    expect((await backend.call(api.feedbackInfo.path, { id }, asMember(intruder))).body).toEqual(notFound);
    expect((await backend.call(api.deleteFeedback.path, { id }, asMember(intruder))).body).toEqual(notFound);
    expect((await backend.call(api.feedbackInfo.path, { id: 999_999 }, asMember(owner))).body).toEqual(
      notFound,
    );

    expect(await steps.list(owner)).toMatchObject({ total: 1, list: [{ id, replyRead: false }] });
    expect(await steps.unread(owner)).toEqual({ unreadNum: 1, feedbackUnread: 1 });
    expect((await steps.list(intruder)).total).toBe(0);
  });

  it('refuses a bad id or page with 6007 naming the field in Chinese', async () => {
    const token = await steps.register();
    const refusals: [string, object, string][] = [
      [api.feedbackInfo.path, {}, '反馈：不能为空'],
      [api.feedbackInfo.path, { id: '1' }, '反馈：类型不正确'],
      [api.deleteFeedback.path, { id: 0 }, '反馈：须大于0'],
      [api.feedbackList.path, { pageSize: 51 }, '每页条数：不能大于50'],
      [api.feedbackList.path, { pageNum: 0 }, '页码：不能小于1'],
      [devApi.replyFeedback.path, { id: 1, reply: '  ' }, '回复内容：长度不足'],
    ];
    for (const [path, body, message] of refusals) {
      const answer = await backend.call(path, body, asMember(token));
      expect({ path, ...answer.body }).toEqual({
        path,
        status_code: Code.InvalidParameter,
        data: null,
        message,
      });
    }
  });

  it('answers a visitor without a token that they must log in (6001) on every call, and stores nothing', async () => {
    const count = backend.db.prepare('SELECT COUNT(*) FROM feedback').pluck();
    const before = count.get();
    for (const [path, body] of [
      [api.addFeedback.path, DEPOSIT],
      [api.feedbackList.path, {}],
      [api.feedbackInfo.path, { id: 1 }],
      [api.deleteFeedback.path, { id: 1 }],
      [api.feedbackUnread.path, {}],
    ] as const) {
      expect({ path, code: (await backend.call(path, body)).body.status_code }).toEqual({
        path,
        code: Code.LoginExpired,
      });
    }
    expect(count.get()).toBe(before);
  });
});

describe('customer service’s automatic first answer (FEEDBACK_REPLY_MS)', () => {
  const REPLY_MS = 30_000;
  useFakeClock();
  const dirs: string[] = [];
  const backends: TestBackend[] = [];
  let current: TestBackend | undefined;
  const steps = memberSteps(() => {
    if (!current) throw new Error('no backend');
    return current;
  });
  afterEach(async () => {
    for (const backend of backends.splice(0)) await backend.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  async function start(timers: VirtualTimers, options: { dataDir?: string; devApi?: boolean } = {}) {
    current = await createTestBackend({ feedbackReplyMs: REPLY_MS, schedule: timers.schedule, ...options });
    backends.push(current);
    return current;
  }

  it('arrives FEEDBACK_REPLY_MS after the feedback, not before, naming its type', async () => {
    const timers = new VirtualTimers();
    await start(timers);
    const token = await steps.register();
    const id = await steps.add(token, DEPOSIT);
    const sentAt = Date.now();

    timers.advance(REPLY_MS - 1);
    expect((await steps.list(token)).list[0]).toMatchObject({ id, reply: null, replyRead: true });
    expect((await steps.unread(token)).unreadNum).toBe(0);

    timers.advance(1);
    expect((await steps.list(token)).list[0]).toMatchObject({
      id,
      reply: '您好，您反馈的“存款问题”已收到，客服专员会尽快核实处理，处理结果将在此回复。感谢您的支持！',
      repliedAt: sentAt + REPLY_MS,
      replyRead: false,
    });
    expect(await steps.unread(token)).toEqual({ unreadNum: 1, feedbackUnread: 1 });
    expect(timers.pending).toBe(0);
  });

  it('does not replace an answer customer service gave first, nor answer a deleted feedback', async () => {
    const timers = new VirtualTimers();
    await start(timers, { devApi: true });
    const token = await steps.register();
    const answered = await steps.add(token, DEPOSIT);
    const deleted = await steps.add(token, {
      type: 'complaint',
      content: '客服回复太慢了，等了很久没人理。',
    });
    await steps.reply(answered, '您好，款项已到账。');
    await current?.call(api.deleteFeedback.path, { id: deleted }, asMember(token));
    expect(timers.pending).toBe(0);

    timers.advance(REPLY_MS);
    expect((await steps.list(token)).list).toMatchObject([{ id: answered, reply: '您好，款项已到账。' }]);
    const row = current?.db.prepare('SELECT reply FROM feedback WHERE id = ?').pluck().get(deleted);
    expect(row).toBeNull();
  });

  it('is not given when FEEDBACK_REPLY_MS is 0', async () => {
    const timers = new VirtualTimers();
    current = await createTestBackend({ feedbackReplyMs: 0, schedule: timers.schedule });
    backends.push(current);
    const token = await steps.register();
    await steps.add(token, DEPOSIT);
    expect(timers.pending).toBe(0);
  });

  it('is cancelled by closing the backend, and a restart answers what was left unanswered', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feedback-'));
    dirs.push(dataDir);
    const timers = new VirtualTimers();
    const first = await start(timers, { dataDir });
    const token = await steps.register();
    const overdue = await steps.add(token, DEPOSIT);
    const overdueAt = Date.now();
    timers.advance(20_000);
    const waiting = await steps.add(token, { type: 'withdrawal', content: '提款申请提交后一直显示审核中。' });
    const waitingAt = Date.now();
    timers.advance(5_000);
    expect(timers.pending).toBe(2);

    await first.close();
    backends.splice(backends.indexOf(first), 1);
    expect(timers.pending).toBe(0);
    timers.advance(15_000); // down while the first answer falls due

    const afterRestart = new VirtualTimers();
    await start(afterRestart, { dataDir });
    const replies = async () =>
      Object.fromEntries(
        (await steps.list(token)).list.map((shown) => [shown.id, [shown.reply, shown.repliedAt]]),
      );
    expect(await replies()).toEqual({
      [overdue]: [acknowledgement('deposit'), overdueAt + 40_000],
      [waiting]: [null, null],
    });

    afterRestart.advance(waitingAt + REPLY_MS - Date.now() - 1);
    expect((await replies())[waiting]).toEqual([null, null]);
    afterRestart.advance(1);
    expect(await replies()).toEqual({
      [overdue]: [acknowledgement('deposit'), overdueAt + 40_000],
      [waiting]: [
        '您好，您反馈的“取款问题”已收到，客服专员会尽快核实处理，处理结果将在此回复。感谢您的支持！',
        waitingAt + REPLY_MS,
      ],
    });
    expect(await steps.unread(token)).toEqual({ unreadNum: 2, feedbackUnread: 2 });
  });

  it('the dev API reply call does not exist unless DEV_API is on', async () => {
    await start(new VirtualTimers());
    const answer = await current?.app.inject({
      method: 'POST',
      url: devApi.replyFeedback.path,
      payload: { id: 1, reply: '您好' },
    });
    expect(answer?.json()).toMatchObject({ status_code: Code.NotFound });
  });
});

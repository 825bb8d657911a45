import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, api, type Letter, type UnreadCounts } from '@src/contract';
import { md5Hex } from '../../db/seed';
import { useFakeClock } from '../../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

describe('the message page’s letters (spec 7.1 site/letter list, read, delete, onekeyRead)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());
  useFakeClock();

  const asMember = (token: string) => ({ [Header.token]: token });

  async function register(name: string): Promise<string> {
    const answer = await backend.call(api.register.path, {
      name,
      password: md5Hex('abc12345'),
      secondPassword: md5Hex('abc12345'),
      kaptchcate: 0,
    });
    return api.register.response.parse(answer.body.data).token;
  }
  async function list(
    token: string,
    body: object = { kind: 'all' },
  ): Promise<{ list: Letter[]; total: number }> {
    const answer = await backend.call(api.letterList.path, body, asMember(token));
    expect(answer.body.status_code).toBe(Code.Success);
    return api.letterList.response.parse(answer.body.data);
  }
  async function unread(token: string): Promise<UnreadCounts> {
    const answer = await backend.call(api.unreadForType.path, { userSystem: 1 }, asMember(token));
    return api.unreadForType.response.parse(answer.body.data);
  }
  const idOf = (letters: { list: Letter[] }, title: string): number => {
    const found = letters.list.find((shown) => shown.title === title);
    if (!found) throw new Error(`no letter ${title}`);
    return found.id;
  };

  it('a new member finds the four welcome letters, reads one, deletes one and reads the rest at once', async () => {
    const token = await register('inbox01');
    const welcome = await list(token);
    expect(welcome.total).toBe(4);
    // Delivered together: the later letter first.
    expect(welcome.list.map(({ kind, broadcast, read }) => ({ kind, broadcast, read }))).toEqual([
      { kind: 'match', broadcast: true, read: false },
      { kind: 'bulletin', broadcast: true, read: false },
      { kind: 'activity', broadcast: false, read: false },
      { kind: 'notice', broadcast: false, read: false },
    ]);
    expect(welcome.list[3]?.title).toBe('欢迎加入极光体育');

    const before = await unread(token);
    const read = await backend.call(
      api.letterRead.path,
      { ids: [idOf(welcome, '欢迎加入极光体育')] },
      asMember(token),
    );
    expect(read.body).toEqual({ status_code: Code.Success, data: { read: 1 }, message: '成功' });
    expect(await unread(token)).toEqual({ ...before, notice_count: before.notice_count - 1 });
    expect((await list(token, { kind: 'notice' })).list[0]?.read).toBe(true);

    const deleted = await backend.call(
      api.letterDelete.path,
      { ids: [idOf(welcome, '新人专享礼包已到账')] },
      asMember(token),
    );
    expect(deleted.body.data).toEqual({ deleted: 1 });
    const left = await list(token);
    expect(left.total).toBe(3);
    expect(left.list.map((shown) => shown.title)).not.toContain('新人专享礼包已到账');
    expect((await unread(token)).activity_count).toBe(0);

    const readAll = await backend.call(api.letterReadAll.path, { kind: 'all' }, asMember(token));
    expect(readAll.body.data).toEqual({ read: 2 });
    expect(Object.values(await unread(token)).every((count) => count === 0)).toBe(true);
    expect((await list(token)).list.every((shown) => shown.read)).toBe(true);
  });

  it('records the server’s time of reading and deleting, not the client’s', async () => {
    const token = await register('inbox02');
    const [first, second] = (await list(token)).list;
    if (!first || !second) throw new Error('welcome letters');
    const now = Date.now();
    await backend.call(api.letterRead.path, { ids: [first.id] }, asMember(token));
    await backend.call(api.letterDelete.path, { ids: [second.id] }, asMember(token));
    const at = backend.db.prepare<[number, number], { read_at: number | null; deleted_at: number | null }>(
      'SELECT read_at, deleted_at FROM letters WHERE id IN (?, ?) ORDER BY id DESC',
    );
    expect(at.all(first.id, second.id)).toEqual([
      { read_at: now, deleted_at: null },
      { read_at: null, deleted_at: now },
    ]);
  });

  it('reading all of one kind leaves the other kinds unread', async () => {
    const token = await register('inbox03');
    const answer = await backend.call(api.letterReadAll.path, { kind: 'bulletin' }, asMember(token));
    expect(answer.body.data).toEqual({ read: 1 });
    expect(await unread(token)).toMatchObject({
      brbulletin_count: 0,
      brmatch_count: 1,
      notice_count: 1,
      activity_count: 1,
    });
  });

  it('a member cannot read or delete another member’s letters: nothing changes and the answer counts none', async () => {
    const owner = await register('inbox04');
    const intruder = await register('inbox05');
    const ids = (await list(owner)).list.map((shown) => shown.id);
    const countsBefore = await unread(owner);

    const read = await backend.call(api.letterRead.path, { ids }, asMember(intruder));
    const deleted = await backend.call(api.letterDelete.path, { ids }, asMember(intruder));
    expect([read.body.data, deleted.body.data]).toEqual([{ read: 0 }, { deleted: 0 }]);
    expect((await list(owner)).list.map((shown) => [shown.id, shown.read])).toEqual(
      ids.map((id) => [id, false]),
    );
    expect(await unread(owner)).toEqual(countsBefore);
    expect((await list(intruder)).total).toBe(4);
  });

  it('refuses bad input with 6007 naming the field in Chinese, and changes nothing', async () => {
    const token = await register('inbox06');
    const before = await list(token);
    const refusals: [string, object, string][] = [
      [api.letterRead.path, { ids: [] }, '信件：不能为空'],
      [api.letterRead.path, {}, '信件：不能为空'],
      [api.letterDelete.path, { ids: ['1'] }, '信件：类型不正确'],
      [api.letterDelete.path, { ids: [1.5] }, '信件：类型不正确'],
      [api.letterDelete.path, { ids: [0] }, '信件：须大于0'],
      [api.letterList.path, { kind: 'all', pageSize: 51 }, '每页条数：不能大于50'],
      [api.letterList.path, { kind: 'all', pageNum: 0 }, '页码：不能小于1'],
      [api.letterList.path, { kind: 'feedback' }, '信件类别：取值不正确'],
      [api.letterReadAll.path, { kind: 'feedback' }, '信件类别：取值不正确'],
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
    expect(await list(token)).toEqual(before);
  });

  it('answers a visitor without a token that they must log in (6001), and changes nothing', async () => {
    const touched = backend.db
      .prepare('SELECT COUNT(*) FROM letters WHERE read_at IS NOT NULL OR deleted_at IS NOT NULL')
      .pluck();
    const before = touched.get();
    for (const [path, body] of [
      [api.letterList.path, { kind: 'all' }],
      [api.letterRead.path, { ids: [1] }],
      [api.letterDelete.path, { ids: [1] }],
      [api.letterReadAll.path, { kind: 'all' }],
    ] as const) {
      expect((await backend.call(path, body)).body.status_code).toBe(Code.LoginExpired);
    }
    expect(touched.get()).toBe(before);
  });
});

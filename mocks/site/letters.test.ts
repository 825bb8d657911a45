import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, api } from '@src/contract';
import { md5Hex } from '../db/seed';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

describe('unread letters (spec 3, site/letter/getUnreadForType)', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend.close());

  const unread = (token: string) =>
    backend.call(api.unreadForType.path, { userSystem: 1 }, { [Header.token]: token });

  it('counts the welcome letters every new member finds, per kind', async () => {
    const registered = await backend.call(api.register.path, {
      name: 'letter01',
      password: md5Hex('abc12345'),
      secondPassword: md5Hex('abc12345'),
      kaptchcate: 0,
    });
    const { token, userId } = api.register.response.parse(registered.body.data);
    expect((await unread(token)).body).toEqual({
      status_code: Code.Success,
      message: '成功',
      data: {
        brnotice_count: 0,
        bractivity_count: 0,
        brbulletin_count: 1,
        brmatch_count: 1,
        brfd_count: 0,
        notice_count: 1,
        activity_count: 1,
        fd_count: 0,
        feedbackUnread: 0,
      },
    });
    const titles = backend.db
      .prepare('SELECT title FROM letters WHERE member_id = ? ORDER BY id')
      .pluck()
      .all(Number(userId));
    expect(titles).toContain('欢迎加入极光体育');
  });

  it('leaves read letters out and counts feedback replies on their own', async () => {
    const token = await backend.loginDemo('plain');
    backend.db
      .prepare("UPDATE letters SET read_at = 1 WHERE member_id = 10001 AND category = 'notice'")
      .run();
    backend.db
      .prepare(
        "INSERT INTO letters (member_id, scope, category, title, content, created_at) VALUES (10001, 'member', 'feedback', '反馈回复', '您好，问题已处理。', 1)",
      )
      .run();
    expect((await unread(token)).body.data).toMatchObject({
      notice_count: 0,
      activity_count: 1,
      feedbackUnread: 1,
    });
  });

  it('is for members only (6001)', async () => {
    expect((await backend.call(api.unreadForType.path, { userSystem: 1 })).body.status_code).toBe(
      Code.LoginExpired,
    );
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code, Header, api, type LetterKind, type LetterKindFilter, type UnreadCounts } from '@src/contract';
import { openDatabase, type Database } from '../db/database';
import { md5Hex } from '../db/seed';
import { createTestBackend, type TestBackend } from '../testing/testBackend';
import { LetterBox, type LetterCategory, type LetterScope, type NewLetter } from './letters';

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

  it('leaves read letters out and counts unread feedback replies (the feedback desk’s) on their own', async () => {
    const token = await backend.loginDemo('plain');
    backend.db
      .prepare("UPDATE letters SET read_at = 1 WHERE member_id = 10001 AND category = 'notice'")
      .run();
    backend.db
      .prepare(
        "INSERT INTO feedback (member_id, type, content, created_at, reply, replied_at) VALUES (10001, 'deposit', '充值没有到账，请帮忙查一下。', 1, '您好，问题已处理。', 2)",
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

function openMember(db: Database, username: string): number {
  const { lastInsertRowid } = db
    .prepare("INSERT INTO members (username, password_hash, created_at) VALUES (?, 'x', 0)")
    .run(username);
  return Number(lastInsertRowid);
}

const letter = (category: LetterCategory, title: string, scope: LetterScope = 'member'): NewLetter => ({
  scope,
  category,
  title,
  content: `${title}的内容`,
});

const ALL_OF_THEM = { pageNum: 1, pageSize: 50 };

describe('a member’s letters (spec 7.1 site/letter list, read, delete, onekeyRead)', () => {
  let db: Database;
  let box: LetterBox;
  let member: number;
  let other: number;

  beforeEach(() => {
    db = openDatabase(':memory:');
    box = new LetterBox(db, () => 9_000);
    member = openMember(db, 'mail01');
    other = openMember(db, 'mail02');
  });

  /** Delivers one letter at a time and returns its id. */
  const deliver = (to: number, newLetter: NewLetter, at = 1_000): number => {
    box.deliver(to, [newLetter], at);
    return db.prepare<[], number>('SELECT MAX(id) FROM letters').pluck().get() ?? 0;
  };
  const titles = (memberId: number, kind: LetterKindFilter = 'all') =>
    box.list(memberId, kind, ALL_OF_THEM).list.map((shown) => shown.title);
  const readAt = (id: number) =>
    db.prepare<[number], number | null>('SELECT read_at FROM letters WHERE id = ?').pluck().get(id);

  it('lists newest first, letters of the same moment by the later one first, a page at a time with the total', () => {
    deliver(member, letter('notice', '一'), 1_000);
    deliver(member, letter('notice', '二'), 3_000);
    deliver(member, letter('notice', '三'), 2_000);
    deliver(member, letter('notice', '四'), 3_000);
    deliver(member, letter('notice', '五'), 500);

    const page = (pageNum: number) => box.list(member, 'notice', { pageNum, pageSize: 2 });
    expect(page(1)).toMatchObject({ total: 5, pageNum: 1, pageSize: 2 });
    expect([1, 2, 3].map((n) => page(n).list.map((shown) => shown.title))).toEqual([
      ['四', '二'],
      ['三', '一'],
      ['五'],
    ]);
    expect(page(4)).toEqual({ list: [], total: 5, pageNum: 4, pageSize: 2 });
  });

  it('shows a letter as the message page needs it: kind, whether the site sent it to everyone, read or not', () => {
    const id = deliver(member, letter('bulletin', '平台公告', 'broadcast'), 1_234);
    expect(box.list(member, 'all', ALL_OF_THEM).list).toEqual([
      {
        id,
        kind: 'bulletin',
        broadcast: true,
        title: '平台公告',
        content: '平台公告的内容',
        createdAt: 1_234,
        read: false,
      },
    ]);
    box.markRead(member, [id]);
    expect(box.list(member, 'all', ALL_OF_THEM).list[0]).toMatchObject({ read: true, broadcast: true });
  });

  it('lists one kind, or every kind for “all”, never replies to feedback, never another member’s letters', () => {
    deliver(member, letter('notice', '通知'));
    deliver(member, letter('activity', '活动'));
    deliver(member, letter('bulletin', '公告', 'broadcast'));
    deliver(member, letter('match', '赛事', 'broadcast'));
    deliver(member, letter('fd', '资金'));
    deliver(member, letter('feedback', '反馈回复'));
    deliver(other, letter('notice', '别人的通知'));

    expect(titles(member, 'notice')).toEqual(['通知']);
    expect(titles(member, 'fd')).toEqual(['资金']);
    expect(titles(member, 'all')).toEqual(['资金', '赛事', '公告', '活动', '通知']);
    expect(box.list(member, 'all', ALL_OF_THEM).total).toBe(5);
    expect(titles(other, 'all')).toEqual(['别人的通知']);
  });

  it('reading marks only the member’s own unread letters and says how many were unread', () => {
    const mine = deliver(member, letter('notice', '我的通知'));
    const alreadyRead = deliver(member, letter('activity', '已读活动'));
    const deleted = deliver(member, letter('fd', '已删资金'));
    const feedback = deliver(member, letter('feedback', '反馈回复'));
    const theirs = deliver(other, letter('notice', '别人的通知'));
    box.markRead(member, [alreadyRead], 100);
    box.delete(member, [deleted], 100);

    expect(box.markRead(member, [mine, mine, alreadyRead, deleted, feedback, theirs, 999_999], 5_000)).toBe(
      1,
    );
    expect(readAt(mine)).toBe(5_000);
    expect(readAt(alreadyRead)).toBe(100);
    expect(readAt(deleted)).toBeNull();
    expect(readAt(feedback)).toBeNull();
    expect(readAt(theirs)).toBeNull();
    expect(box.unreadCounts(other).notice_count).toBe(1);
    expect(box.markRead(member, [mine], 6_000)).toBe(0);
  });

  it('reads and deletes at the clock’s time when none is given', () => {
    const id = deliver(member, letter('notice', '通知'));
    box.markRead(member, [id]);
    box.delete(member, [id]);
    expect(db.prepare('SELECT read_at, deleted_at FROM letters WHERE id = ?').get(id)).toEqual({
      read_at: 9_000,
      deleted_at: 9_000,
    });
  });

  it('deleting takes the member’s letters off the list and out of the unread counts, never another member’s', () => {
    const notice = deliver(member, letter('notice', '通知'));
    const match = deliver(member, letter('match', '赛事', 'broadcast'));
    const theirs = deliver(other, letter('notice', '别人的通知'));

    expect(box.delete(member, [notice, theirs, 999_999], 2_000)).toBe(1);
    expect(titles(member)).toEqual(['赛事']);
    expect(box.list(member, 'all', ALL_OF_THEM).total).toBe(1);
    expect(box.unreadCounts(member)).toMatchObject({ notice_count: 0, brmatch_count: 1 });
    expect(titles(other)).toEqual(['别人的通知']);
    expect(box.unreadCounts(other).notice_count).toBe(1);

    expect(box.delete(member, [notice], 3_000)).toBe(0);
    expect(db.prepare('SELECT deleted_at FROM letters WHERE id = ?').pluck().get(notice)).toBe(2_000);
    expect(box.delete(member, [match], 3_000)).toBe(1);
    expect(box.list(member, 'all', ALL_OF_THEM)).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 50 });
  });

  it('reading all marks every unread letter of the kind, or of every kind, and leaves feedback replies unread', () => {
    deliver(member, letter('notice', '通知一'));
    deliver(member, letter('notice', '通知二'));
    deliver(member, letter('activity', '活动'));
    deliver(member, letter('bulletin', '公告', 'broadcast'));
    deliver(member, letter('feedback', '反馈回复'));
    deliver(other, letter('notice', '别人的通知'));

    expect(box.readAll(member, 'notice', 2_000)).toBe(2);
    expect(box.unreadCounts(member)).toMatchObject({
      notice_count: 0,
      activity_count: 1,
      brbulletin_count: 1,
    });
    expect(box.readAll(member, 'notice', 3_000)).toBe(0);
    expect(box.readAll(member, 'all', 3_000)).toBe(2);
    expect(box.unreadCounts(member)).toEqual({ ...NO_UNREAD, feedbackUnread: 1 });
    expect(box.unreadCounts(other).notice_count).toBe(1);
  });
});

const NO_UNREAD: UnreadCounts = {
  brnotice_count: 0,
  bractivity_count: 0,
  brbulletin_count: 0,
  brmatch_count: 0,
  brfd_count: 0,
  notice_count: 0,
  activity_count: 0,
  fd_count: 0,
  feedbackUnread: 0,
};

/** The unread count a listed letter adds to (spec 3 has no count for the member's own bulletin or match letters). */
function countedAs(kind: LetterKind, broadcast: boolean): keyof UnreadCounts {
  if (broadcast) return `br${kind}_count`;
  if (kind === 'notice' || kind === 'activity' || kind === 'fd') return `${kind}_count`;
  throw new Error(`no unread count for the member's own ${kind} letters`);
}

describe('two members reading and deleting letters in any order (property)', () => {
  const counted = fc.oneof(
    fc.record({
      scope: fc.constant<LetterScope>('broadcast'),
      category: fc.constantFrom<LetterCategory>('notice', 'activity', 'bulletin', 'match', 'fd'),
    }),
    fc.record({
      scope: fc.constant<LetterScope>('member'),
      category: fc.constantFrom<LetterCategory>('notice', 'activity', 'fd', 'feedback'),
    }),
  );
  const letters = fc.array(counted, { maxLength: 12 });
  const kind = fc.constantFrom<LetterKindFilter>('all', 'notice', 'activity', 'bulletin', 'match', 'fd');
  /** Ids 1..30 cover both members' letters and some that do not exist. */
  const ids = fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 8 });
  const call = fc.record({
    by: fc.constantFrom(0, 1),
    what: fc.oneof(
      fc.record({ op: fc.constant('read' as const), ids }),
      fc.record({ op: fc.constant('delete' as const), ids }),
      fc.record({ op: fc.constant('readAll' as const), kind }),
    ),
  });

  it('keeps each member’s unread counts equal to their listed unread letters, and never touches the other’s', () => {
    fc.assert(
      fc.property(
        letters,
        letters,
        fc.array(call, { maxLength: 12 }),
        (firstLetters, secondLetters, calls) => {
          const db = openDatabase(':memory:');
          try {
            const box = new LetterBox(db);
            const members = [openMember(db, 'mail01'), openMember(db, 'mail02')] as const;
            const delivered = [firstLetters, secondLetters];
            members.forEach((memberId, i) =>
              box.deliver(
                memberId,
                (delivered[i] ?? []).map((l, n) => ({ ...l, title: `信${n}`, content: '' })),
                1,
              ),
            );
            const rowsOf = (memberId: number) =>
              db.prepare('SELECT * FROM letters WHERE member_id = ? ORDER BY id').all(memberId);
            const changedRows = (before: unknown[], after: unknown[]) =>
              after.filter((row, i) => JSON.stringify(row) !== JSON.stringify(before[i])).length;

            calls.forEach(({ by, what }, at) => {
              const actor = members[by];
              const bystander = members[1 - by];
              if (actor === undefined || bystander === undefined) throw new Error('two members');
              const [actorBefore, bystanderBefore] = [rowsOf(actor), rowsOf(bystander)];
              const answered =
                what.op === 'read'
                  ? box.markRead(actor, what.ids, 100 + at)
                  : what.op === 'delete'
                    ? box.delete(actor, what.ids, 100 + at)
                    : box.readAll(actor, what.kind, 100 + at);
              expect(rowsOf(bystander)).toEqual(bystanderBefore);
              expect(answered).toBe(changedRows(actorBefore, rowsOf(actor)));
            });

            members.forEach((memberId, i) => {
              const expected = { ...NO_UNREAD };
              for (const shown of box.list(memberId, 'all', ALL_OF_THEM).list)
                if (!shown.read) expected[countedAs(shown.kind, shown.broadcast)] += 1;
              // Replies to feedback are no letter call's business: they stay unread.
              expected.feedbackUnread = (delivered[i] ?? []).filter((l) => l.category === 'feedback').length;
              expect(box.unreadCounts(memberId)).toEqual(expected);
            });
          } finally {
            db.close();
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

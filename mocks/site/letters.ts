import type { Database, Statement } from 'better-sqlite3';
import {
  LETTER_KINDS,
  type Letter,
  type LetterKind,
  type LetterKindFilter,
  type UnreadCounts,
} from '@src/contract';

export type LetterScope = 'broadcast' | 'member';
export type LetterCategory = 'notice' | 'activity' | 'bulletin' | 'match' | 'fd' | 'feedback';

export interface NewLetter {
  scope: LetterScope;
  category: LetterCategory;
  title: string;
  content: string;
}

/** What every new member finds in their letters (spec 3 counts them per kind). */
export function welcomeLetters(siteTitle: string): NewLetter[] {
  return [
    {
      scope: 'member',
      category: 'notice',
      title: `欢迎加入${siteTitle}`,
      content: `尊敬的会员，欢迎加入${siteTitle}！为保障账户安全，请尽快在个人中心绑定手机号码并完成实名认证。如有疑问，请联系在线客服。`,
    },
    {
      scope: 'member',
      category: 'activity',
      title: '新人专享礼包已到账',
      content: '感谢您的注册，新人专享体验金已存入中心钱包，可在“交易记录”中查看。理性娱乐，量力而行。',
    },
    {
      scope: 'broadcast',
      category: 'bulletin',
      title: '平台公告：谨防诈骗',
      content:
        '本平台工作人员不会以任何理由索取您的密码或验证码，存款请认准官网、官方App或官方客服提供的渠道。',
    },
    {
      scope: 'broadcast',
      category: 'match',
      title: '赛事提醒：本周焦点赛事',
      content:
        '本周五大联赛焦点战即将开赛，滚球盘口实时更新，赛前请留意盘口变化。开赛后不再接受该场赛前投注。',
    },
  ];
}

interface CountRow {
  scope: LetterScope;
  category: LetterCategory;
  count: number;
}

interface LetterRow {
  id: number;
  scope: LetterScope;
  /** Never 'feedback': every query below keeps to the listed kinds. */
  category: LetterKind;
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
}

export interface LetterPage {
  list: Letter[];
  /** The member's letters of the kind, on every page. */
  total: number;
  pageNum: number;
  pageSize: number;
}

/*
 * Kinds and ids are bound as JSON arrays (json_each), so one prepared statement serves any number of them.
 * Every statement keeps to one member and to the listed kinds: replies to feedback are the feedback page's.
 */
const OF_KINDS = 'category IN (SELECT value FROM json_each(?))';
const OF_IDS = 'id IN (SELECT value FROM json_each(?))';

/** Members' letters: site broadcasts (br*) copied to each member, and the member's own. */
export class LetterBox {
  private readonly insert: Statement<[number, string, string, string, string, number]>;
  private readonly unread: Statement<[number], CountRow>;
  private readonly page: Statement<[number, string, number, number], LetterRow>;
  private readonly count: Statement<[number, string], number>;
  private readonly read: Statement<[number, number, string, string]>;
  private readonly readKinds: Statement<[number, number, string]>;
  private readonly remove: Statement<[number, number, string, string]>;

  constructor(
    db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.insert = db.prepare(
      'INSERT INTO letters (member_id, scope, category, title, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.unread = db.prepare(
      `SELECT scope, category, COUNT(*) AS count FROM letters
        WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL GROUP BY scope, category`,
    );
    this.page = db.prepare(
      `SELECT id, scope, category, title, content, created_at, read_at FROM letters
        WHERE member_id = ? AND deleted_at IS NULL AND ${OF_KINDS}
        ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    );
    this.count = db
      .prepare<[number, string], number>(
        `SELECT COUNT(*) FROM letters WHERE member_id = ? AND deleted_at IS NULL AND ${OF_KINDS}`,
      )
      .pluck();
    this.read = db.prepare(
      `UPDATE letters SET read_at = ?
        WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL AND ${OF_KINDS} AND ${OF_IDS}`,
    );
    this.readKinds = db.prepare(
      `UPDATE letters SET read_at = ? WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL AND ${OF_KINDS}`,
    );
    this.remove = db.prepare(
      `UPDATE letters SET deleted_at = ? WHERE member_id = ? AND deleted_at IS NULL AND ${OF_KINDS} AND ${OF_IDS}`,
    );
  }

  deliver(memberId: number, letters: readonly NewLetter[], at: number): void {
    for (const letter of letters)
      this.insert.run(memberId, letter.scope, letter.category, letter.title, letter.content, at);
  }

  /** spec 3 unread counts, plus unread feedback replies. */
  unreadCounts(memberId: number): UnreadCounts {
    const counts: UnreadCounts = {
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
    for (const row of this.unread.all(memberId)) {
      const field = fieldOf(row.scope, row.category);
      if (field) counts[field] += row.count;
    }
    return counts;
  }

  /** spec 7.1 site/letter/list: the member's letters of a kind, newest first, deleted ones left out. */
  list(
    memberId: number,
    kind: LetterKindFilter,
    { pageNum, pageSize }: { pageNum: number; pageSize: number },
  ): LetterPage {
    const kinds = kindsOf(kind);
    const rows = this.page.all(memberId, kinds, pageSize, (pageNum - 1) * pageSize);
    return { list: rows.map(toLetter), total: this.count.get(memberId, kinds) ?? 0, pageNum, pageSize };
  }

  /**
   * Marks the member's letters among `ids` read; returns how many were unread. Other members' letters, deleted,
   * unknown and feedback letters are left as they are.
   */
  markRead(memberId: number, ids: readonly number[], at: number = this.clock()): number {
    return this.read.run(at, memberId, kindsOf('all'), JSON.stringify(ids)).changes;
  }

  /** Removes the member's letters among `ids` from the list (kept, marked deleted); returns how many. */
  delete(memberId: number, ids: readonly number[], at: number = this.clock()): number {
    return this.remove.run(at, memberId, kindsOf('all'), JSON.stringify(ids)).changes;
  }

  /** spec 7.1 site/letter/onekeyRead: every unread letter of the kind read; returns how many. */
  readAll(memberId: number, kind: LetterKindFilter, at: number = this.clock()): number {
    return this.readKinds.run(at, memberId, kindsOf(kind)).changes;
  }
}

function kindsOf(kind: LetterKindFilter): string {
  return JSON.stringify(kind === 'all' ? LETTER_KINDS : [kind]);
}

function toLetter(row: LetterRow): Letter {
  return {
    id: row.id,
    kind: row.category,
    broadcast: row.scope === 'broadcast',
    title: row.title,
    content: row.content,
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

function fieldOf(scope: LetterScope, category: LetterCategory): keyof UnreadCounts | undefined {
  if (category === 'feedback') return 'feedbackUnread';
  if (scope === 'broadcast') return `br${category}_count`;
  if (category === 'notice' || category === 'activity' || category === 'fd') return `${category}_count`;
  return undefined;
}

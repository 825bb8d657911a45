import type { Database, Statement } from 'better-sqlite3';
import type { UnreadCounts } from '@src/contract';

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

/** Members' letters: site broadcasts (br*) copied to each member, and the member's own. */
export class LetterBox {
  private readonly insert: Statement<[number, string, string, string, string, number]>;
  private readonly unread: Statement<[number], CountRow>;

  constructor(db: Database) {
    this.insert = db.prepare(
      'INSERT INTO letters (member_id, scope, category, title, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.unread = db.prepare(
      `SELECT scope, category, COUNT(*) AS count FROM letters
        WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL GROUP BY scope, category`,
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
}

function fieldOf(scope: LetterScope, category: LetterCategory): keyof UnreadCounts | undefined {
  if (category === 'feedback') return 'feedbackUnread';
  if (scope === 'broadcast') return `br${category}_count`;
  if (category === 'notice' || category === 'activity' || category === 'fd') return `${category}_count`;
  return undefined;
}

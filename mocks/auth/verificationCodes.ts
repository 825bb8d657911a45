import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import {
  AccountMessage,
  CODE_MAX_WRONG_ATTEMPTS,
  CODE_RESEND_MS,
  CODE_SENDS_PER_HOUR,
  CODE_TTL_MS,
  Code,
  Message,
  type CodeChannel,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import type { Outbox } from '../outbox';

export type CodePurpose = 'reset_password' | 'new_device' | 'bind_phone' | 'bind_email' | 'reset_withdrawal_password';

export interface CodeIssue {
  purpose: CodePurpose;
  memberId: number;
  channel: CodeChannel;
  /** Where it goes: +8613800138000 or an e-mail in lower case. */
  target: string;
  /** The device a new-device code belongs to. */
  deviceId?: string;
}

export interface CodeLookup {
  purpose: CodePurpose;
  memberId: number;
  target: string;
  /** The channels the code may have gone by (a phone code by SMS or voice). */
  channels: readonly CodeChannel[];
  deviceId?: string;
}

export type CodeCheck = 'ok' | 'none' | 'wrong' | 'expired';

interface CodeRow {
  id: number;
  channel: CodeChannel;
  device_id: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  verified_at: number | null;
}

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  reset_password: '您正在找回登录密码',
  new_device: '您正在新设备上登录',
  bind_phone: '您正在绑定手机号码',
  bind_email: '您正在绑定邮箱',
  reset_withdrawal_password: '您正在重置资金密码',
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Verification codes (spec 4, 5): 6 digits from crypto.randomInt, written to the outbox, single-use, 10
 * minutes, bound to purpose, member, target and (new device) device. A new code replaces the previous one for
 * the same purpose, member and target; 5 wrong tries burn a code.
 */
export class VerificationCodes {
  private readonly insertSend: Statement<[string, number]>;
  private readonly recentSends: Statement<[string, number], { count: number; latest: number | null }>;
  private readonly spendOpen: Statement<[number, string, number, string]>;
  private readonly insertCode: Statement<[string, number, string, string, string, string, number, number]>;
  private readonly latestOpen: Statement<[string, number, string], CodeRow>;
  private readonly addAttempt: Statement<[number, number, number]>;
  private readonly markSpent: Statement<[number, number]>;
  private readonly markVerified: Statement<[number, number]>;

  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly siteTitle: () => string,
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.insertSend = db.prepare('INSERT INTO code_sends (target, created_at) VALUES (?, ?)');
    this.recentSends = db.prepare(
      'SELECT COUNT(*) AS count, MAX(created_at) AS latest FROM code_sends WHERE target = ? AND created_at > ?',
    );
    this.spendOpen = db.prepare(
      'UPDATE verification_codes SET spent_at = ? WHERE purpose = ? AND member_id = ? AND target = ? AND spent_at IS NULL',
    );
    this.insertCode = db.prepare(
      `INSERT INTO verification_codes (purpose, member_id, channel, target, device_id, code_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.latestOpen = db.prepare(
      `SELECT id, channel, device_id, code_hash, expires_at, attempts, verified_at FROM verification_codes
        WHERE purpose = ? AND member_id = ? AND target = ? AND spent_at IS NULL ORDER BY id DESC LIMIT 1`,
    );
    this.addAttempt = db.prepare(
      'UPDATE verification_codes SET attempts = attempts + 1, spent_at = CASE WHEN attempts + 1 >= ? THEN ? END WHERE id = ?',
    );
    this.markSpent = db.prepare('UPDATE verification_codes SET spent_at = ? WHERE id = ?');
    this.markVerified = db.prepare('UPDATE verification_codes SET verified_at = ? WHERE id = ?');
  }

  /**
   * Admits one send to a target, code or not (so that limits answer alike whether an account matched):
   * 6066 within 60 s of the previous send, 6011 after 5 in the last hour.
   */
  admitSend(target: string): void {
    const now = this.clock();
    const { count, latest } = this.recentSends.get(target, now - 60 * 60_000) ?? { count: 0, latest: null };
    if (latest !== null && now - latest < CODE_RESEND_MS) {
      throw new ApiError(Code.SixtySecondLimit, AccountMessage.waitSixtySeconds);
    }
    if (count >= CODE_SENDS_PER_HOUR) throw new ApiError(Code.FrequentSubmission, Message.frequent);
    this.insertSend.run(target, now);
  }

  /** Six random digits (crypto.randomInt); a method of its own so a test can choose the codes it needs. */
  nextCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  /** Makes a new code, replacing the open one, and writes the message to the outbox. */
  issue(issue: CodeIssue): void {
    const code = this.nextCode();
    const now = this.clock();
    this.db
      .transaction(() => {
        this.spendOpen.run(now, issue.purpose, issue.memberId, issue.target);
        this.insertCode.run(
          issue.purpose,
          issue.memberId,
          issue.channel,
          issue.target,
          issue.deviceId ?? '',
          hashCode(code),
          now,
          now + CODE_TTL_MS,
        );
        this.outbox.write({
          channel: issue.channel,
          target: issue.target,
          purpose: issue.purpose,
          body: this.messageBody(issue, code),
        });
      })
      .immediate();
  }

  /** Checks a code and spends it when right (new-device login, binding a phone or an e-mail). */
  spend(lookup: CodeLookup, code: string): CodeCheck {
    return this.check(lookup, code, (id) => this.markSpent.run(this.clock(), id));
  }

  /** Spends a right code; any other answers the member as spec 8.1 says (code first, expired or wrong). */
  spendOrRefuse(lookup: CodeLookup, code: string): void {
    switch (this.spend(lookup, code)) {
      case 'ok':
        return;
      case 'none':
        throw new ApiError(Code.AuthRequired, AccountMessage.codeFirst);
      case 'expired':
        throw new ApiError(Code.AuthCodeExpired, AccountMessage.codeExpired);
      case 'wrong':
        throw new ApiError(Code.AuthCodeError, AccountMessage.codeWrong);
    }
  }

  /** Checks a code and marks it verified, leaving it for `spendVerified` (forgot password step two). */
  verify(lookup: CodeLookup, code: string): CodeCheck {
    return this.check(lookup, code, (id) => this.markVerified.run(this.clock(), id));
  }

  /** Spends a code verified within the last 10 minutes (forgot password step three); false when none. */
  spendVerified(lookup: CodeLookup): boolean {
    const row = this.openCode(lookup);
    const now = this.clock();
    if (!row || row.verified_at === null || now - row.verified_at > CODE_TTL_MS) return false;
    return this.markSpent.run(now, row.id).changes > 0;
  }

  private check(lookup: CodeLookup, code: string, onRight: (id: number) => void): CodeCheck {
    return this.db
      .transaction((): CodeCheck => {
        const row = this.openCode(lookup);
        if (!row) return 'none';
        if (this.clock() > row.expires_at) return 'expired';
        const right = timingSafeEqual(Buffer.from(hashCode(code)), Buffer.from(row.code_hash));
        if (!right) {
          this.addAttempt.run(CODE_MAX_WRONG_ATTEMPTS, this.clock(), row.id);
          return 'wrong';
        }
        onRight(row.id);
        return 'ok';
      })
      .immediate();
  }

  private openCode(lookup: CodeLookup): CodeRow | undefined {
    const row = this.latestOpen.get(lookup.purpose, lookup.memberId, lookup.target);
    if (!row || !lookup.channels.includes(row.channel)) return undefined;
    if (lookup.deviceId !== undefined && row.device_id !== lookup.deviceId) return undefined;
    return row;
  }

  private messageBody(issue: CodeIssue, code: string): string {
    const title = this.siteTitle();
    const minutes = CODE_TTL_MS / 60_000;
    const warning = '请勿将验证码告诉任何人，客服人员不会向您索取验证码，谨防诈骗。';
    switch (issue.channel) {
      case 'voice':
        return `【${title}】语音验证码：${code}。${PURPOSE_TEXT[issue.purpose]}，${minutes}分钟内有效。${warning}`;
      case 'email':
        return `【${title}】验证码邮件\n\n尊敬的会员：\n${PURPOSE_TEXT[issue.purpose]}，验证码为 ${code}，${minutes}分钟内有效。\n${warning}\n\n此邮件由系统自动发送，请勿回复。`;
      default:
        return `【${title}】您的验证码为${code}，${PURPOSE_TEXT[issue.purpose]}，${minutes}分钟内有效。${warning}`;
    }
  }
}

import type { Database, Statement } from 'better-sqlite3';
import {
  CODE_RESEND_MS,
  CODE_TTL_MS,
  Code,
  DEFAULT_AREA_CODE,
  Message,
  type CodeChannel,
  type CountryArea,
  type SendCodeResult,
} from '@src/contract';
import { siteTime } from '@src/contract/siteClock';
import {
  WITHDRAWAL_PASSWORD_ATTEMPTS,
  WITHDRAWAL_PASSWORD_WINDOW_MS,
  WithdrawalPasswordMessage,
} from '@src/contract/withdrawalPassword';
import type { AttemptLog, AttemptWindow } from '../../auth/attemptLog';
import { CONTACT_CHANNELS, resolveContact, type ResolvedContact } from '../../auth/contacts';
import type { MemberRecord, MemberStore } from '../../auth/members';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { VerificationCodes } from '../../auth/verificationCodes';
import { ApiError } from '../../http/apiError';

/** Wrong login passwords given to set a withdrawal password, per member, before further tries are refused. */
const LOGIN_CHECK_ATTEMPTS = 5;

export interface WithdrawalPasswordsDeps {
  db: Database;
  members: MemberStore;
  codes: VerificationCodes;
  attempts: AttemptLog;
  areas: () => CountryArea[];
  clock: () => number;
}

/** What a wrong password's 6100 carries besides its message. */
export interface WrongWithdrawalPasswordData {
  triesLeft: number;
}

/** What a locked 6037 carries: when the member may try again (epoch ms). */
export interface WithdrawalPasswordLockData {
  unlocksAt: number;
}

/**
 * The withdrawal password (src/contract/withdrawalPassword.ts has the rules): stored as a scrypt hash; wrong
 * tries counted per member in the database (auth_attempts), taken before the check so that parallel guesses
 * cannot pass the limit, and kept across a restart.
 */
export class WithdrawalPasswords {
  private readonly wrongTries: AttemptWindow;
  private readonly loginChecks: AttemptWindow;
  private readonly selectHash: Statement<[number], string>;
  private readonly insertHash: Statement<[number, string, number, number]>;
  private readonly updateHash: Statement<[string, number, number]>;

  constructor(private readonly deps: WithdrawalPasswordsDeps) {
    this.wrongTries = deps.attempts.window(
      'withdrawal_password:member',
      WITHDRAWAL_PASSWORD_ATTEMPTS,
      WITHDRAWAL_PASSWORD_WINDOW_MS,
    );
    this.loginChecks = deps.attempts.window(
      'withdrawal_password_set:member',
      LOGIN_CHECK_ATTEMPTS,
      WITHDRAWAL_PASSWORD_WINDOW_MS,
    );
    this.selectHash = deps.db
      .prepare<[number], string>('SELECT password_hash FROM withdrawal_passwords WHERE member_id = ?')
      .pluck();
    this.insertHash = deps.db.prepare(
      `INSERT INTO withdrawal_passwords (member_id, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (member_id) DO NOTHING`,
    );
    this.updateHash = deps.db.prepare(
      'UPDATE withdrawal_passwords SET password_hash = ?, updated_at = ? WHERE member_id = ?',
    );
  }

  /** Whether the member has set one (member info shows it). */
  isSet(memberId: number): boolean {
    return this.selectHash.get(memberId) !== undefined;
  }

  /**
   * Checks the member's withdrawal password; returns when right. The try is counted before the check: 6111 when
   * none is set, 6037 (with when it unlocks) when 5 wrong ones in 15 minutes locked it, including the fifth,
   * 6100 with the tries left for any other wrong one. A right one forgets the earlier wrong ones.
   */
  async verify(memberId: number, password: string): Promise<void> {
    const stored = this.selectHash.get(memberId);
    if (stored === undefined) throw new ApiError(Code.WithdrawalProtectionError, WithdrawalPasswordMessage.notSet);
    const key = String(memberId);
    if (this.wrongTries.take(key) === null) throw this.lockedError(key);
    if (await verifyPassword(password, stored)) {
      this.wrongTries.clear(key);
      return;
    }
    const triesLeft = Math.max(WITHDRAWAL_PASSWORD_ATTEMPTS - this.wrongTries.count(key), 0);
    if (triesLeft === 0) throw this.lockedError(key);
    const data: WrongWithdrawalPasswordData = { triesLeft };
    throw new ApiError(Code.PasswordCheckFailure, WithdrawalPasswordMessage.wrong(triesLeft), data);
  }

  /** withdrawal/pwd/set: once, after the login password (its MD5 as the client sends it) is confirmed. */
  async set(memberId: number, loginPasswordMd5: string, password: string): Promise<void> {
    const member = this.member(memberId);
    if (this.isSet(memberId)) throw new ApiError(Code.DataExists, WithdrawalPasswordMessage.alreadySet);
    const key = String(memberId);
    if (this.loginChecks.take(key) === null) {
      throw new ApiError(Code.FrequentSubmission, WithdrawalPasswordMessage.tooManyLoginChecks);
    }
    if (!(await verifyPassword(loginPasswordMd5, member.passwordHash))) {
      throw new ApiError(Code.PasswordCheckFailure, WithdrawalPasswordMessage.loginPasswordWrong);
    }
    this.loginChecks.clear(key);
    const hash = await hashPassword(password);
    const now = this.deps.clock();
    // Two sets racing: the first row stays, the second is told one is set.
    if (this.insertHash.run(memberId, hash, now, now).changes === 0) {
      throw new ApiError(Code.DataExists, WithdrawalPasswordMessage.alreadySet);
    }
  }

  /** withdrawal/pwd/emailCheck: a reset code to the member's bound e-mail (email) or phone (sms, voice). */
  sendResetCode(memberId: number, channel: CodeChannel): SendCodeResult {
    const contact = this.resetContact(memberId, channel);
    this.deps.codes.admitSend(contact.address);
    this.deps.codes.issue({ purpose: 'reset_withdrawal_password', memberId, channel, target: contact.address });
    return { channel, target: contact.masked, resendAfter: CODE_RESEND_MS / 1000, expiresIn: CODE_TTL_MS / 1000 };
  }

  /** withdrawal/pwd/reset: a right code sets the new password and ends any lock from wrong ones. */
  async reset(memberId: number, channel: CodeChannel, code: string, password: string): Promise<void> {
    const contact = this.resetContact(memberId, channel);
    this.deps.codes.spendOrRefuse(
      { purpose: 'reset_withdrawal_password', memberId, target: contact.address, channels: contact.channels },
      code,
    );
    const hash = await hashPassword(password);
    this.updateHash.run(hash, this.deps.clock(), memberId);
    this.wrongTries.clear(String(memberId));
  }

  private resetContact(memberId: number, channel: CodeChannel): ResolvedContact {
    const member = this.member(memberId);
    if (!this.isSet(memberId)) throw new ApiError(Code.WithdrawalProtectionError, WithdrawalPasswordMessage.notSet);
    const kind = CONTACT_CHANNELS.email.includes(channel) ? 'email' : 'phone';
    if (kind === 'email') {
      if (!member.email) throw new ApiError(Code.InvalidParameter, WithdrawalPasswordMessage.noEmail);
      return resolveContact(this.deps.areas(), { kind, email: member.email });
    }
    if (!member.phone) throw new ApiError(Code.InvalidParameter, WithdrawalPasswordMessage.noPhone);
    return resolveContact(this.deps.areas(), {
      kind,
      phone: member.phone,
      areaCode: member.phoneAreaCode ?? DEFAULT_AREA_CODE,
    });
  }

  private lockedError(key: string): ApiError {
    const unlocksAt = this.wrongTries.freeAt(key) ?? this.deps.clock();
    const data: WithdrawalPasswordLockData = { unlocksAt };
    return new ApiError(Code.AuthLocked, WithdrawalPasswordMessage.locked(siteTime(unlocksAt)), data);
  }

  private member(memberId: number): MemberRecord {
    const member = this.deps.members.findById(memberId);
    if (!member) throw new ApiError(Code.LoginExpired, Message.reLogin);
    return member;
  }
}

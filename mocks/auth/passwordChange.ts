import { AccountMessage, Code, Message } from '@src/contract';
import { ApiError } from '../http/apiError';
import type { AttemptLog, AttemptWindow } from './attemptLog';
import type { LoginThrottle } from './loginThrottle';
import type { MemberStore } from './members';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

/** Wrong current passwords a member may give within the window before further changes are refused. */
export const PASSWORD_CHECK_ATTEMPTS = 5;
export const PASSWORD_CHECK_WINDOW_MS = 15 * 60_000;

export const PasswordChangeMessage = {
  tooManyWrong: '原密码错误次数过多，请15分钟后再试',
} as const;

export interface PasswordChangeDeps {
  members: MemberStore;
  tokens: TokenService;
  throttle: LoginThrottle;
  attempts: AttemptLog;
  clock: () => number;
}

/**
 * spec 7.1 bindPassword: a signed-in member replaces the login password after giving the current one.
 * A stolen session must not be a way to guess the password, so wrong current passwords are counted per member
 * (in the database, like the login throttle: a restart forgets none).
 */
export class PasswordChange {
  private readonly attempts: AttemptWindow;

  constructor(private readonly deps: PasswordChangeDeps) {
    this.attempts = deps.attempts.window('password_change:member', PASSWORD_CHECK_ATTEMPTS, PASSWORD_CHECK_WINDOW_MS);
  }

  /** Both passwords as the MD5 hex the client sends. Success ends every session of the member, this one too. */
  async change(memberId: number, oldPasswordMd5: string, newPasswordMd5: string): Promise<void> {
    const member = this.deps.members.findById(memberId);
    if (!member) throw new ApiError(Code.LoginExpired, Message.reLogin);
    const key = String(memberId);
    // The attempt is taken before the slow check, so parallel guesses cannot slip past the limit.
    if (this.attempts.take(key) === null) {
      throw new ApiError(Code.FrequentSubmission, PasswordChangeMessage.tooManyWrong);
    }
    if (!(await verifyPassword(oldPasswordMd5, member.passwordHash))) {
      throw new ApiError(Code.PasswordCheckFailure, AccountMessage.oldPasswordWrong);
    }
    this.attempts.clear(key);
    const passwordHash = await hashPassword(newPasswordMd5);
    // A reset or another change while the hashes were computed wins: the old password given here is no
    // longer the member's, and this request's session has ended with it.
    if (!this.deps.members.replacePasswordHash(member.id, member.passwordHash, passwordHash, this.deps.clock())) {
      throw new ApiError(Code.LoginExpired, Message.reLogin);
    }
    this.deps.tokens.revokeAllOf(member.id);
    // The member logs in again at once; failed logins by others must not lock them out of the new password.
    this.deps.throttle.reset(member.username);
  }
}

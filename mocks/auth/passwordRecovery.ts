import {
  AccountMessage,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  Code,
  type CodeChannel,
  type CountryArea,
  type SendCodeResult,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import type { LoginThrottle } from './loginThrottle';
import { isContactOf, resolveContact, type Contact, type ResolvedContact } from './contacts';
import type { MemberRecord, MemberStore } from './members';
import { hashPassword } from './passwords';
import type { TokenService } from './tokens';
import type { CodeLookup, VerificationCodes } from './verificationCodes';

/** Where a forgot-password code goes: the member's phone or e-mail as the visitor typed it. */
export type RecoveryContact = Contact;

export interface PasswordRecoveryDeps {
  members: MemberStore;
  codes: VerificationCodes;
  tokens: TokenService;
  throttle: LoginThrottle;
  areas: () => CountryArea[];
  clock: () => number;
}

const codeWrong = () => new ApiError(Code.AuthCodeError, AccountMessage.codeWrong);

/**
 * Forgot password by phone or e-mail (spec 4, 5, 7.5), in three steps. Nothing tells whether a name exists
 * or matches the phone or e-mail: step one always answers that a code was sent (and counts against the
 * target's limits either way), step two answers 6036 for every failure, step three 6035 without step two.
 */
export class PasswordRecovery {
  constructor(private readonly deps: PasswordRecoveryDeps) {}

  /** Step one (and sendCode/two type 2): sends a code when the name and the contact belong together. */
  sendCode(name: string, contact: RecoveryContact, channel: CodeChannel): SendCodeResult {
    const resolved = this.resolve(contact);
    this.deps.codes.admitSend(resolved.address);
    const member = this.deps.members.findByName(name);
    if (member && isContactOf(member, resolved)) {
      this.deps.codes.issue({
        purpose: 'reset_password',
        memberId: member.id,
        channel,
        target: resolved.address,
      });
    }
    return {
      channel,
      target: resolved.masked,
      resendAfter: CODE_RESEND_MS / 1000,
      expiresIn: CODE_TTL_MS / 1000,
    };
  }

  /** Step two: the code is right; step three may follow within 10 minutes. */
  checkCode(name: string, contact: RecoveryContact, code: string): void {
    const resolved = this.resolve(contact);
    const member = this.deps.members.findByName(name);
    if (!member || !isContactOf(member, resolved)) throw codeWrong();
    // Expired and burnt codes answer like wrong ones here: a distinct answer would confirm the account.
    if (this.deps.codes.verify(this.lookup(member, resolved), code) !== 'ok') throw codeWrong();
  }

  /** Step three: the new password (MD5 hex as sent), stored with scrypt; every session of the member ends. */
  async resetPassword(name: string, contact: RecoveryContact, passwordMd5: string): Promise<void> {
    const resolved = this.resolve(contact);
    const member = this.deps.members.findByName(name);
    if (
      !member ||
      !isContactOf(member, resolved) ||
      !this.deps.codes.spendVerified(this.lookup(member, resolved))
    ) {
      throw new ApiError(Code.AuthRequired, AccountMessage.verifyFirst);
    }
    const passwordHash = await hashPassword(passwordMd5);
    this.deps.members.setPasswordHash(member.id, passwordHash, this.deps.clock());
    this.deps.tokens.revokeAllOf(member.id);
    this.deps.throttle.reset(member.username);
  }

  private lookup(member: MemberRecord, contact: ResolvedContact): CodeLookup {
    return {
      purpose: 'reset_password',
      memberId: member.id,
      target: contact.address,
      channels: contact.channels,
    };
  }

  private resolve(contact: RecoveryContact): ResolvedContact {
    return resolveContact(this.deps.areas(), contact);
  }
}

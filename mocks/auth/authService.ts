import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import {
  CaptchaMessage,
  Code,
  Kaptchcate,
  Message,
  type LoginResponse,
  type loginRequestSchema,
  type registerRequestSchema,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import type { Member } from '../http/defineRoute';
import { ServerMessage } from '../http/serverMessages';
import { ISSUANCE_ACCOUNT, centerAccount, lockedAccount, type Ledger } from '../ledger';
import { welcomeLetters, type LetterBox } from '../site/letters';
import { CaptchaPurpose, type CaptchaService } from './captcha';
import type { LoginChallenges } from './loginChallenges';
import { RISK_ANSWER, assessLoginRisk } from './loginRisk';
import type { LoginThrottle } from './loginThrottle';
import { isUniqueViolation, type MemberRecord, type MemberStore } from './members';
import { hashPassword, verifyPassword } from './passwords';
import { maskForCompletion, phoneAddress } from './phoneNumbers';
import type { SessionContext, TokenService } from './tokens';
import type { VerificationCodes } from './verificationCodes';

export type RegisterInput = z.output<typeof registerRequestSchema>;
export type LoginInput = z.output<typeof loginRequestSchema>;

export interface AuthServiceDeps {
  db: Database;
  members: MemberStore;
  ledger: Ledger;
  tokens: TokenService;
  throttle: LoginThrottle;
  captcha: CaptchaService;
  codes: VerificationCodes;
  challenges: LoginChallenges;
  letters: LetterBox;
  siteTitle: () => string;
  /** Play money credited on registration (DEMO_BALANCE), in fen. */
  demoBalanceFen: bigint;
  clock: () => number;
}

export interface NewMemberInput {
  username: string;
  /** MD5 hex of the password, as the client sends it. */
  passwordMd5: string;
  ip: string;
  domain?: string;
  rCode?: string;
  iCode?: string;
}

/** A fixed MD5 that no member has, to spend the same scrypt time on unknown names as on wrong passwords. */
const NO_SUCH_MEMBER_PASSWORD = '00000000000000000000000000000000';

/** Registration, login, logout and token resolution (spec 4, 7.5). */
export class AuthService {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AuthServiceDeps) {}

  /** spec 7.5 register: creates the member with the demo credit and signs them in. */
  async register(input: RegisterInput, context: SessionContext): Promise<LoginResponse> {
    this.deps.captcha.verify(CaptchaPurpose.register, input);
    const member = await this.createMember({
      username: input.name,
      passwordMd5: input.password,
      ip: context.ip,
      domain: input.domain,
      rCode: input.rCode,
      iCode: input.iCode,
    });
    this.deps.challenges.grantAutoLogin(member.id, context.deviceId);
    return this.signIn(member, context);
  }

  /**
   * spec 7.5 login: the same 6002 answer for an unknown name and a wrong password; 6011 after 5 failures for the
   * name, or LOGIN_FAILURES_PER_ADDRESS from the client's address, within 15 minutes. kaptchcate 99 stands for a
   * captcha only with a new-device code (sendCodeNum) or within 60 s of registering from the same device. A
   * correct password from a new device or network of a member with a bound phone answers 6025/6026/6027 with
   * the masked phone (spec 4).
   *
   * Order matters (issue 13): the captcha or the proof standing for it first, so that nothing about the password
   * is learnt, and no failure counted, without one; then the attempt is taken, before the slow hash, so that
   * parallel guesses cannot get past the limits.
   */
  async login(input: LoginInput, context: SessionContext): Promise<LoginResponse> {
    const { throttle, members } = this.deps;
    const member = members.findByName(input.name);
    this.requireProof(input, member, context.deviceId);
    const attempt = throttle.take(input.name, context.ip);
    if (!attempt) throw new ApiError(Code.FrequentSubmission, Message.frequent);
    const matches = await verifyPassword(input.password, member?.passwordHash ?? (await this.noMemberHash()));
    // The attempt stays taken: it was a failure.
    if (!member || !matches) throw new ApiError(Code.InvalidCredentials, Message.invalidCredentials);
    throttle.succeeded(attempt);

    if (input.sendCodeNum !== undefined) {
      this.deps.challenges.close(member.id, context.deviceId);
    } else {
      this.refuseRiskyLogin(member, context);
    }
    return this.signIn(member, context, member.passwordHash);
  }

  /**
   * What must come before the password is looked at: the captcha (kaptchcate 0 or 1), the new-device code when
   * the login carries one (spent now, right or wrong), or with kaptchcate 99 alone the auto-login grant of a
   * member who just registered on this device (spent now). Without one the answer is the same whatever the
   * password and whether the name exists.
   */
  private requireProof(input: LoginInput, member: MemberRecord | undefined, deviceId: string): void {
    const { captcha } = this.deps;
    const verified = input.kaptchcate === Kaptchcate.verified;
    if (!verified) captcha.verify(CaptchaPurpose.login, input);
    if (input.sendCodeNum !== undefined) {
      this.spendNewDeviceCode(member, deviceId, input.sendCodeNum);
      return;
    }
    if (verified && captcha.mode === 'on' && !(member && this.deps.challenges.takeAutoLogin(member.id, deviceId))) {
      throw new ApiError(Code.AuthCodeError, CaptchaMessage.required);
    }
  }

  async logout(token: string | null): Promise<void> {
    if (token) await this.deps.tokens.revoke(token);
  }

  /** The member of a live token; null for missing, expired, revoked, forged or unknown-member tokens. */
  async authenticate(token: string | undefined): Promise<Member | null> {
    if (!token) return null;
    try {
      const claims = await this.deps.tokens.verify(token);
      if (!claims) return null;
      const member = this.deps.members.findById(claims.memberId);
      if (!member || !this.deps.tokens.isSessionActive(claims)) return null;
      return { userId: String(member.id), username: member.username };
    } catch {
      return null;
    }
  }

  /**
   * Creates a member, their wallets and the registration credit (idempotency key `signup:<userId>`) in one
   * transaction. 6009 when the name is taken (names are unique regardless of case).
   */
  async createMember(input: NewMemberInput): Promise<MemberRecord> {
    const { db, members, ledger, demoBalanceFen, clock } = this.deps;
    if (members.findByName(input.username)) throw new ApiError(Code.DataExists, ServerMessage.usernameExists);
    const passwordHash = await hashPassword(input.passwordMd5);
    try {
      return db.transaction(() => {
        const member = members.create({
          username: input.username,
          passwordHash,
          ip: input.ip,
          domain: input.domain ?? '',
          rCode: input.rCode ?? '',
          iCode: input.iCode ?? '',
          createdAt: clock(),
        });
        const center = centerAccount(member.id);
        ledger.openAccount(center, 'center', { memberId: member.id });
        ledger.openAccount(lockedAccount(member.id), 'locked', { memberId: member.id });
        if (demoBalanceFen > 0n) {
          ledger.move(`signup:${member.id}`, 'signup_credit', ISSUANCE_ACCOUNT, center, demoBalanceFen, '注册体验金');
        }
        this.deps.letters.deliver(member.id, welcomeLetters(this.deps.siteTitle()), clock());
        return member;
      }).immediate();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(Code.DataExists, ServerMessage.usernameExists);
      throw error;
    }
  }

  private refuseRiskyLogin(member: MemberRecord, context: SessionContext): void {
    if (!member.phone) return;
    const risk = assessLoginRisk(this.deps.members.knownDevices(member.id), context.deviceId, context.ip);
    if (risk === 'trusted') return;
    this.deps.challenges.open(member.id, context.deviceId);
    const { code, message } = RISK_ANSWER[risk];
    throw new ApiError(code, message, { phoneNumber: maskForCompletion(member.phone) });
  }

  /** An unknown name, or a member without a phone, has no code: 6035, as when none was sent. */
  private spendNewDeviceCode(member: MemberRecord | undefined, deviceId: string, code: string): void {
    const target = member?.phone ? phoneAddress(member.phoneAreaCode ?? '+86', member.phone) : '';
    const lookup = {
      purpose: 'new_device',
      memberId: member?.id ?? 0,
      target,
      channels: ['sms', 'voice'],
      deviceId,
    } as const;
    this.deps.codes.spendOrRefuse(lookup, code);
  }

  /**
   * Opens a session. A login passes the hash its password was checked against: when a change or reset replaced
   * it meanwhile (and ended every session), no session opens, since it would outlive that change.
   */
  private async signIn(member: MemberRecord, context: SessionContext, checkedHash?: string): Promise<LoginResponse> {
    const { members, tokens } = this.deps;
    const stillValid = () => checkedHash === undefined || members.findById(member.id)?.passwordHash === checkedHash;
    const token = await tokens.issue(member.id, context, stillValid);
    if (token === null) throw new ApiError(Code.InvalidCredentials, Message.invalidCredentials);
    members.recordDevice(member.id, context.deviceId, context.ip, this.deps.clock());
    return { token, userId: String(member.id) };
  }

  private noMemberHash(): Promise<string> {
    this.dummyHash ??= hashPassword(NO_SUCH_MEMBER_PASSWORD);
    return this.dummyHash;
  }
}

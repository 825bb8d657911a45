import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import { Code, Message, type LoginResponse, type loginRequestSchema, type registerRequestSchema } from '@src/contract';
import { ApiError } from '../http/apiError';
import type { Member } from '../http/defineRoute';
import { ServerMessage } from '../http/serverMessages';
import { ISSUANCE_ACCOUNT, centerAccount, lockedAccount, type Ledger } from '../ledger';
import { CaptchaPurpose, verifyCaptcha, type CaptchaMode } from './captcha';
import type { LoginThrottle } from './loginThrottle';
import { isUniqueViolation, type MemberRecord, type MemberStore } from './members';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionContext, TokenService } from './tokens';

export type RegisterInput = z.output<typeof registerRequestSchema>;
export type LoginInput = z.output<typeof loginRequestSchema>;

export interface AuthServiceDeps {
  db: Database;
  members: MemberStore;
  ledger: Ledger;
  tokens: TokenService;
  throttle: LoginThrottle;
  captchaMode: CaptchaMode;
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
    verifyCaptcha(CaptchaPurpose.register, input, this.deps.captchaMode);
    const member = await this.createMember({
      username: input.name,
      passwordMd5: input.password,
      ip: context.ip,
      domain: input.domain,
      rCode: input.rCode,
      iCode: input.iCode,
    });
    return this.signIn(member, context);
  }

  /** spec 7.5 login: the same 6002 answer for an unknown name and a wrong password; 6011 after 5 failures. */
  async login(input: LoginInput, context: SessionContext): Promise<LoginResponse> {
    verifyCaptcha(CaptchaPurpose.login, input, this.deps.captchaMode);
    const { throttle, members } = this.deps;
    if (throttle.isBlocked(input.name)) throw new ApiError(Code.FrequentSubmission, Message.frequent);
    const member = members.findByName(input.name);
    const matches = await verifyPassword(input.password, member?.passwordHash ?? (await this.noMemberHash()));
    if (!member || !matches) {
      throttle.recordFailure(input.name);
      throw new ApiError(Code.InvalidCredentials, Message.invalidCredentials);
    }
    throttle.reset(input.name);
    return this.signIn(member, context);
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
        return member;
      }).immediate();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(Code.DataExists, ServerMessage.usernameExists);
      throw error;
    }
  }

  private async signIn(member: MemberRecord, context: SessionContext): Promise<LoginResponse> {
    this.deps.members.recordDevice(member.id, context.deviceId, context.ip, this.deps.clock());
    const token = await this.deps.tokens.issue(member.id, context);
    return { token, userId: String(member.id) };
  }

  private noMemberHash(): Promise<string> {
    this.dummyHash ??= hashPassword(NO_SUCH_MEMBER_PASSWORD);
    return this.dummyHash;
  }
}

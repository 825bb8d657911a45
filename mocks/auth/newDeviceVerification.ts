import {
  AccountMessage,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  Code,
  type CodeChannel,
  type SendCodeResult,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import type { LoginChallenges } from './loginChallenges';
import type { MemberRecord, MemberStore } from './members';
import { hiddenDigits, maskForCompletion, nationalNumber, phoneAddress } from './phoneNumbers';
import type { VerificationCodes } from './verificationCodes';

export interface NewDeviceVerificationDeps {
  members: MemberStore;
  codes: VerificationCodes;
  challenges: LoginChallenges;
}

/**
 * The steps between a 602x login answer and the login with the code (spec 4): complete the phone, then have a
 * code sent to it. Both need the open challenge of that member on that device, which only a correct password
 * opens, so they say nothing about accounts to anyone without the password.
 */
export class NewDeviceVerification {
  constructor(private readonly deps: NewDeviceVerificationDeps) {}

  /**
   * sendCode/one: the member proves they know the hidden digits, by sending the full number or the 4 digits.
   * 5 wrong answers in an hour: 6034.
   */
  completePhone(name: string, deviceId: string, typed: string): void {
    const { member, phone } = this.challenged(name, deviceId);
    const { challenges } = this.deps;
    // Taken before the comparison and given back when right, like every counted attempt.
    const attempt = challenges.takeCompletion(member.id);
    if (attempt === null) throw new ApiError(Code.MaxPhoneAttempts, AccountMessage.phoneAttemptsExceeded);
    const digits = nationalNumber(typed, member.phoneAreaCode ?? '+86');
    const right = digits.length === 4 ? digits === hiddenDigits(phone) : digits === phone;
    if (!right) throw new ApiError(Code.InvalidParameter, AccountMessage.phoneWrong);
    challenges.completionRight(attempt);
    challenges.complete(member.id, deviceId);
  }

  /** sendCode/two type 3: after the completion, a code to the member's phone by SMS or voice. */
  sendCode(name: string, deviceId: string, typed: string, channel: CodeChannel): SendCodeResult {
    const { member, phone } = this.challenged(name, deviceId);
    const challenge = this.deps.challenges.find(member.id, deviceId);
    if (!challenge?.completed) throw new ApiError(Code.InvalidParameter, AccountMessage.phoneWrong);
    if (channel === 'email') throw new ApiError(Code.InvalidParameter, AccountMessage.phoneWrong);
    const areaCode = member.phoneAreaCode ?? '+86';
    if (nationalNumber(typed, areaCode) !== phone)
      throw new ApiError(Code.InvalidParameter, AccountMessage.phoneWrong);
    const target = phoneAddress(areaCode, phone);
    this.deps.codes.admitSend(target);
    this.deps.codes.issue({ purpose: 'new_device', memberId: member.id, channel, target, deviceId });
    return {
      channel,
      target: maskForCompletion(phone),
      resendAfter: CODE_RESEND_MS / 1000,
      expiresIn: CODE_TTL_MS / 1000,
    };
  }

  private challenged(name: string, deviceId: string): { member: MemberRecord; phone: string } {
    const member = this.deps.members.findByName(name);
    if (!member?.phone || !this.deps.challenges.find(member.id, deviceId)) {
      throw new ApiError(Code.AuthRequired, AccountMessage.challengeExpired);
    }
    return { member, phone: member.phone };
  }
}

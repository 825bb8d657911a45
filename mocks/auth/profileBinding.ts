import {
  AccountMessage,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  Code,
  Message,
  RuleMessage,
  isAdultOn,
  type CodeChannel,
  type CountryArea,
  type SendCodeResult,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import { beijingDay, maskPhone, maskRealName } from './memberProfile';
import type { MemberRecord, MemberStore } from './members';
import { resolvePhone } from './phoneNumbers';
import type { VerificationCodes } from './verificationCodes';

export interface ProfileBindingDeps {
  members: MemberStore;
  codes: VerificationCodes;
  areas: () => CountryArea[];
  clock: () => number;
}

/** Binding a phone (with a code sent to it) and confirming real name and birthday (spec 2.2, 5). */
export class ProfileBinding {
  constructor(private readonly deps: ProfileBindingDeps) {}

  /** sendCode/two type 4: a code to the phone the member is binding. */
  sendPhoneCode(memberId: number, phone: string, areaCode: string, channel: CodeChannel): SendCodeResult {
    const member = this.member(memberId);
    if (member.phone) throw new ApiError(Code.DataExists, AccountMessage.phoneAlreadyBound);
    if (channel === 'email') throw new ApiError(Code.InvalidParameter, RuleMessage.phoneFormat);
    const resolved = resolvePhone(this.deps.areas(), phone, areaCode);
    this.deps.codes.admitSend(resolved.address);
    this.deps.codes.issue({ purpose: 'bind_phone', memberId, channel, target: resolved.address });
    return {
      channel,
      target: maskPhone(resolved.national),
      resendAfter: CODE_RESEND_MS / 1000,
      expiresIn: CODE_TTL_MS / 1000,
    };
  }

  /** spec 7.1 bindPhone: once; a phone bound to another member is refused only after its code is right. */
  bindPhone(memberId: number, phone: string, areaCode: string, code: string): { phone: string } {
    const member = this.member(memberId);
    if (member.phone) throw new ApiError(Code.DataExists, AccountMessage.phoneAlreadyBound);
    const resolved = resolvePhone(this.deps.areas(), phone, areaCode);
    const lookup = {
      purpose: 'bind_phone',
      memberId,
      target: resolved.address,
      channels: ['sms', 'voice'],
    } as const;
    switch (this.deps.codes.spend(lookup, code)) {
      case 'none':
        throw new ApiError(Code.AuthRequired, AccountMessage.codeFirst);
      case 'expired':
        throw new ApiError(Code.AuthCodeExpired, AccountMessage.codeExpired);
      case 'wrong':
        throw new ApiError(Code.AuthCodeError, AccountMessage.codeWrong);
      case 'ok':
        break;
    }
    const holder = this.deps.members.findIdByPhone(resolved.areaCode, resolved.national);
    if (holder !== undefined && holder !== memberId)
      throw new ApiError(Code.DataExists, AccountMessage.phoneTaken);
    this.deps.members.bindConfirmedPhone(memberId, resolved.areaCode, resolved.national, this.deps.clock());
    return { phone: maskPhone(resolved.national) };
  }

  /** spec 7.1 member/bindOther: real name and birthday (18 or over on today's date in China), fixed after. */
  bindRealName(memberId: number, realName: string, birthday: string): { realName: string; birthday: string } {
    const member = this.member(memberId);
    if (member.realName || member.profileConfirmedAt !== null) {
      throw new ApiError(Code.DataExists, AccountMessage.profileFixed);
    }
    const now = this.deps.clock();
    if (!isAdultOn(birthday, beijingDay(now)))
      throw new ApiError(Code.InvalidParameter, RuleMessage.underAge);
    if (!this.deps.members.confirmProfile(memberId, realName, birthday, now)) {
      throw new ApiError(Code.DataExists, AccountMessage.profileFixed);
    }
    return { realName: maskRealName(realName), birthday };
  }

  private member(memberId: number): MemberRecord {
    const member = this.deps.members.findById(memberId);
    if (!member) throw new ApiError(Code.LoginExpired, Message.reLogin);
    return member;
  }
}

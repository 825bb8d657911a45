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
import { ServerMessage } from '../http/serverMessages';
import { CONTACT_CHANNELS, resolveContact, type Contact, type ResolvedContact } from './contacts';
import { beijingDay, maskRealName } from './memberProfile';
import type { MemberRecord, MemberStore } from './members';
import type { CodePurpose, VerificationCodes } from './verificationCodes';

export interface ProfileBindingDeps {
  members: MemberStore;
  codes: VerificationCodes;
  areas: () => CountryArea[];
  clock: () => number;
}

interface Binding {
  purpose: CodePurpose;
  alreadyBound: string;
  taken: string;
  /** A send by a channel the contact does not take (an e-mail for a phone, SMS for an e-mail). */
  wrongChannel: string;
}

const BINDINGS: Record<Contact['kind'], Binding> = {
  phone: {
    purpose: 'bind_phone',
    alreadyBound: AccountMessage.phoneAlreadyBound,
    taken: AccountMessage.phoneTaken,
    wrongChannel: RuleMessage.phoneFormat,
  },
  email: {
    purpose: 'bind_email',
    alreadyBound: AccountMessage.emailAlreadyBound,
    taken: AccountMessage.emailTaken,
    wrongChannel: ServerMessage.emailCodeByEmailOnly,
  },
};

/** Binding a phone or an e-mail (with a code sent to it) and confirming real name and birthday (spec 2.2, 5). */
export class ProfileBinding {
  constructor(private readonly deps: ProfileBindingDeps) {}

  /**
   * sendCode/two types 4 and 5: a code to the phone (SMS or voice) or e-mail the member is binding, refused
   * when the member has one bound already.
   */
  sendBindCode(memberId: number, contact: Contact, channel: CodeChannel): SendCodeResult {
    const binding = BINDINGS[contact.kind];
    const resolved = this.checkBindable(memberId, contact, channel);
    this.deps.codes.admitSend(resolved.address);
    this.deps.codes.issue({ purpose: binding.purpose, memberId, channel, target: resolved.address });
    return {
      channel,
      target: resolved.masked,
      resendAfter: CODE_RESEND_MS / 1000,
      expiresIn: CODE_TTL_MS / 1000,
    };
  }

  /**
   * What a send would refuse whatever the captcha says: a member already bound, a channel that does not suit
   * the contact, a contact against spec 5. Checked before the captcha too, so a mistyped address does not
   * spend the member's solved captcha.
   */
  checkBindable(memberId: number, contact: Contact, channel: CodeChannel): ResolvedContact {
    this.refuseIfBound(this.member(memberId), contact.kind);
    if (!CONTACT_CHANNELS[contact.kind].includes(channel)) {
      throw new ApiError(Code.InvalidParameter, BINDINGS[contact.kind].wrongChannel);
    }
    return resolveContact(this.deps.areas(), contact);
  }

  /** spec 7.1 bindPhone: once; a phone bound to another member is refused only after its code is right. */
  bindPhone(memberId: number, phone: string, areaCode: string, code: string): { phone: string } {
    return { phone: this.bindContact(memberId, { kind: 'phone', phone, areaCode }, code) };
  }

  /**
   * spec 7.1 member/bindEmail: once; stored in lower case. An address another member bound (in any case) is
   * refused only after its code is right, so the call cannot tell who uses an address.
   */
  bindEmail(memberId: number, email: string, code: string): { email: string } {
    return { email: this.bindContact(memberId, { kind: 'email', email }, code) };
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

  /** member/bindGender: once; a second call, even with the same gender, is told it is fixed. */
  bindGender(memberId: number, gender: 'male' | 'female'): { gender: 'male' | 'female' } {
    this.member(memberId);
    if (!this.deps.members.setGender(memberId, gender)) throw new ApiError(Code.DataExists, AccountMessage.genderFixed);
    return { gender };
  }

  /** Binds a contact whose code is right; answers it masked. */
  private bindContact(memberId: number, contact: Contact, code: string): string {
    const binding = BINDINGS[contact.kind];
    this.refuseIfBound(this.member(memberId), contact.kind);
    const resolved = resolveContact(this.deps.areas(), contact);
    const lookup = { purpose: binding.purpose, memberId, target: resolved.address, channels: resolved.channels };
    this.deps.codes.spendOrRefuse(lookup, code);
    const { members } = this.deps;
    const holder =
      resolved.kind === 'phone'
        ? members.findIdByPhone(resolved.areaCode, resolved.national)
        : members.findIdByEmail(resolved.address);
    if (holder !== undefined && holder !== memberId) throw new ApiError(Code.DataExists, binding.taken);
    if (resolved.kind === 'phone') {
      members.bindConfirmedPhone(memberId, resolved.areaCode, resolved.national, this.deps.clock());
    } else {
      members.bindEmail(memberId, resolved.address);
    }
    return resolved.masked;
  }

  private refuseIfBound(member: MemberRecord, kind: Contact['kind']): void {
    const bound = kind === 'phone' ? member.phone : member.email;
    if (bound) throw new ApiError(Code.DataExists, BINDINGS[kind].alreadyBound);
  }

  private member(memberId: number): MemberRecord {
    const member = this.deps.members.findById(memberId);
    if (!member) throw new ApiError(Code.LoginExpired, Message.reLogin);
    return member;
  }
}

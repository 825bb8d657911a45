import {
  Code,
  DEFAULT_AREA_CODE,
  EMAIL_MAX,
  RuleMessage,
  isValidEmail,
  type CodeChannel,
  type CountryArea,
} from '@src/contract';
import { ApiError } from '../http/apiError';
import { maskEmail, maskPhone } from './memberProfile';
import type { MemberRecord } from './members';
import { emailAddress, resolvePhone } from './phoneNumbers';

/** A phone or e-mail as a member typed it, for a code to be sent to (forgot password, binding). */
export type Contact = { kind: 'phone'; phone: string; areaCode: string } | { kind: 'email'; email: string };

/** The channels a code to each kind of contact may go by: a phone by SMS or voice call, an e-mail by e-mail. */
export const CONTACT_CHANNELS: Record<Contact['kind'], readonly CodeChannel[]> = {
  phone: ['sms', 'voice'],
  email: ['email'],
};

interface ResolvedCommon {
  /** Where codes go and limits count: +8613800138000 or the e-mail in lower case. */
  address: string;
  /** As answers show it: 138****8000, de****@example.com. */
  masked: string;
  /** The channels a code to it may go by. */
  channels: readonly CodeChannel[];
}

export type ResolvedContact =
  | (ResolvedCommon & { kind: 'phone'; areaCode: string; national: string })
  | (ResolvedCommon & { kind: 'email' });

/**
 * A contact checked against spec 5 (a phone against its area's pattern, an e-mail's form and length) and put
 * in the form it is stored and addressed in; 6007 when it is not one.
 */
export function resolveContact(areas: readonly CountryArea[], contact: Contact): ResolvedContact {
  if (contact.kind === 'email') {
    const address = emailAddress(contact.email);
    if (address.length > EMAIL_MAX || !isValidEmail(address)) {
      throw new ApiError(Code.InvalidParameter, RuleMessage.emailFormat);
    }
    return { kind: 'email', address, masked: maskEmail(address), channels: CONTACT_CHANNELS.email };
  }
  const phone = resolvePhone(areas, contact.phone, contact.areaCode);
  return {
    kind: 'phone',
    address: phone.address,
    masked: maskPhone(phone.national),
    channels: CONTACT_CHANNELS.phone,
    areaCode: phone.areaCode,
    national: phone.national,
  };
}

/** Whether the contact is the member's own bound phone or e-mail (e-mails in any case). */
export function isContactOf(member: MemberRecord, contact: ResolvedContact): boolean {
  if (contact.kind === 'email') return member.email !== null && emailAddress(member.email) === contact.address;
  return member.phone === contact.national && (member.phoneAreaCode ?? DEFAULT_AREA_CODE) === contact.areaCode;
}

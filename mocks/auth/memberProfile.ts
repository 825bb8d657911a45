import { type MemberInfo } from '@src/contract';
import { siteTime } from '@src/contract/siteClock';
import type { MemberRecord } from './members';


/** spec 3 member info: bindPhone and bindRealName, with the phone and the name masked. */
export function memberInfoOf(member: MemberRecord): MemberInfo {
  return {
    userId: String(member.id),
    username: member.username,
    vipLevel: member.vipLevel,
    bindPhone: Boolean(member.phone),
    bindRealName: Boolean(member.realName),
    phone: member.phone ? maskPhone(member.phone) : '',
    realName: member.realName ? maskRealName(member.realName) : '',
    email: member.email ? maskEmail(member.email) : '',
    registerTime: beijingTime(member.createdAt),
    birthday: member.birthday ?? '',
    bindEmail: Boolean(member.email),
    gender: member.gender,
  };
}

/** 13800138000 -> 138****8000: the first 3 and last 4 digits stay. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return `${phone.slice(0, 1)}${'*'.repeat(Math.max(phone.length - 2, 1))}${phone.slice(-1)}`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** 张伟 -> 张*: the family name stays. */
export function maskRealName(name: string): string {
  const characters = Array.from(name);
  return `${characters[0] ?? ''}${'*'.repeat(Math.max(characters.length - 1, 1))}`;
}

/** zhangwei@example.com -> zh****@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskRealName(email);
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8, no daylight saving). */
export function beijingTime(ms: number): string {
  return siteTime(ms);
}

/** The calendar day (YYYY-MM-DD) in China Standard Time: the day ages are counted on. */
export function beijingDay(ms: number): string {
  return beijingTime(ms).slice(0, 10);
}

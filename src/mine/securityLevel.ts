import type { MemberInfo } from '@src/contract';

export type SecurityLevel = 'low' | 'medium' | 'high';

/** What counts towards the account security level: the bindings the member info reports. */
export function securityChecklist(member: Pick<MemberInfo, 'bindPhone' | 'bindRealName' | 'email' | 'bindEmail'>) {
  const items = [member.bindPhone, member.bindRealName, member.bindEmail ?? member.email !== ''];
  const done = items.filter(Boolean).length;
  const level: SecurityLevel = done >= items.length ? 'high' : done >= 2 ? 'medium' : 'low';
  return { done, total: items.length, level };
}

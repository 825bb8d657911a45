/** Ledger account ids. House accounts may go negative; member accounts never do. */
export type AccountId = string;

export type AccountKind = 'issuance' | 'house' | 'center' | 'locked' | 'venue';

/** Where play money comes from: registration credits and test credits are drawn from here. */
export const ISSUANCE_ACCOUNT: AccountId = 'house:issuance';

/** A member's centre wallet (spec 3: centerWalletBalance). */
export function centerAccount(memberId: number): AccountId {
  return `member:${memberId}:center`;
}

/** Money of a member held back, for example by a pending withdrawal (spec 3: lockMoney). */
export function lockedAccount(memberId: number): AccountId {
  return `member:${memberId}:locked`;
}

/** A member's wallet at one venue (spec 7.4: venue transfer by channelCode). */
export function venueAccount(memberId: number, venue: string): AccountId {
  return `member:${memberId}:venue:${venue}`;
}

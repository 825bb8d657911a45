import { describe, expect, it } from 'vitest';
import { decideNavigation, type MemberCheck, type NavigationDecision, type NavigationInput } from './navigationDecision';

const visitor: MemberCheck = { kind: 'visitor' };
const verified: MemberCheck = { kind: 'loaded', bindPhone: true, bindRealName: true };
const phoneOnly: MemberCheck = { kind: 'loaded', bindPhone: true, bindRealName: false };
const nameOnly: MemberCheck = { kind: 'loaded', bindPhone: false, bindRealName: true };
const unbound: MemberCheck = { kind: 'loaded', bindPhone: false, bindRealName: false };

const open = {};
const members = { requiresAuth: true };
const bindPhone = { requiresAuth: true, bindPhone: true };
const deposit = { requiresAuth: true, depositGated: true };
const depositHelp = { depositGated: true };

const proceed = (refreshBalance: boolean, sportPage = false): NavigationDecision => ({
  kind: 'proceed',
  refreshBalance,
  sportPage,
});

interface Row {
  rule: string;
  story: string;
  input: Partial<NavigationInput> & Pick<NavigationInput, 'meta' | 'member'>;
  decision: NavigationDecision;
}

/** spec 2.4, items 1 to 6, one row per case. */
const rows: Row[] = [
  { rule: '1', story: 'a visitor opens a public page', input: { meta: open, member: visitor }, decision: proceed(false) },
  {
    rule: '1',
    story: 'a visitor opening a members-only page goes home and is told to log in first',
    input: { meta: members, member: visitor },
    decision: { kind: 'loginRequired', to: '/' },
  },
  {
    rule: '1',
    story: 'a visitor opening a bind-phone page is asked to log in, not to bind',
    input: { meta: bindPhone, member: visitor },
    decision: { kind: 'loginRequired', to: '/' },
  },
  {
    rule: '2',
    story: 'a member whose info loads opens a members-only page',
    input: { meta: members, member: unbound },
    decision: proceed(true),
  },
  {
    rule: '2',
    story: 'a member whose info fails to load is logged out and goes home, even on a public page',
    input: { meta: open, member: { kind: 'failed' } },
    decision: { kind: 'logout', to: '/' },
  },
  {
    rule: '2',
    story: 'a member whose login expired while asking goes home (the session has already ended)',
    input: { meta: members, member: { kind: 'expired' } },
    decision: { kind: 'expired', to: '/' },
  },
  {
    rule: '3',
    story: 'a member with a bound phone and real name opens a bind-phone page',
    input: { meta: bindPhone, member: verified },
    decision: proceed(true),
  },
  {
    rule: '3',
    story: 'a bound phone without a real name is sent to bind first',
    input: { meta: bindPhone, member: phoneOnly },
    decision: { kind: 'bindRequired', to: '/mine/auth' },
  },
  {
    rule: '3',
    story: 'a real name without a bound phone is sent to bind first',
    input: { meta: bindPhone, member: nameOnly },
    decision: { kind: 'bindRequired', to: '/mine/auth' },
  },
  {
    rule: '3',
    story: 'neither bound: sent to bind first',
    input: { meta: bindPhone, member: unbound },
    decision: { kind: 'bindRequired', to: '/mine/auth' },
  },
  {
    rule: '4',
    story: 'a member on a public page also gets a fresh balance',
    input: { meta: open, member: verified },
    decision: proceed(true),
  },
  {
    rule: '5',
    story: 'the deposit page is not found while the site disables deposit',
    input: { meta: deposit, member: verified, depositEnabled: false },
    decision: { kind: 'notFound' },
  },
  {
    rule: '5',
    story: 'the deposit help page is not found for a visitor either while deposit is disabled',
    input: { meta: depositHelp, member: visitor, depositEnabled: false },
    decision: { kind: 'notFound' },
  },
  {
    rule: '5',
    story: 'a visitor on the deposit page while deposit is disabled: not found before any login prompt',
    input: { meta: deposit, member: visitor, depositEnabled: false },
    decision: { kind: 'notFound' },
  },
  {
    rule: '5',
    story: 'the deposit page shows while deposit is enabled',
    input: { meta: deposit, member: verified, depositEnabled: true },
    decision: proceed(true),
  },
  {
    rule: '5',
    story: 'the deposit help page shows a visitor while deposit is enabled',
    input: { meta: depositHelp, member: visitor, depositEnabled: true },
    decision: proceed(false),
  },
  {
    rule: '6',
    story: 'the local sport page (enName crty) sets the sport-page flag',
    input: { meta: members, member: verified, params: { enName: 'crty' } },
    decision: proceed(true, true),
  },
  {
    rule: '6',
    story: 'the enName is read in any case (CRTY)',
    input: { meta: members, member: unbound, params: { enName: 'CRTY' } },
    decision: proceed(true, true),
  },
  {
    rule: '6',
    story: 'another sport venue is not the local sport page',
    input: { meta: members, member: verified, params: { enName: 'xmty' } },
    decision: proceed(true, false),
  },
];

describe('the navigation guard (spec 2.4)', () => {
  it.each(rows)('rule $rule: $story', ({ input, decision }) => {
    expect(decideNavigation({ params: {}, depositEnabled: true, ...input })).toEqual(decision);
  });

  it('covers every item of spec 2.4', () => {
    expect(new Set(rows.map((row) => row.rule))).toEqual(new Set(['1', '2', '3', '4', '5', '6']));
  });
});

import type { RouteMeta } from './routeMeta';

/** The enName of the local sport page (spec 2.4 item 6, 4: CRTY opens the local sport page). */
export const LOCAL_SPORT_EN_NAME = 'crty';

export const HOME_PATH = '/';
export const BIND_PATH = '/mine/auth';

/** What the guard knows about the member after asking for member info on this navigation. */
export type MemberCheck =
  /** No token: a visitor; nothing was asked. */
  | { kind: 'visitor' }
  | { kind: 'loaded'; bindPhone: boolean; bindRealName: boolean }
  /** 6001 or HTTP 401: the API client's login-expired handling has already ended the session. */
  | { kind: 'expired' }
  /** Any other failure. */
  | { kind: 'failed' };

export interface NavigationInput {
  meta: Pick<RouteMeta, 'requiresAuth' | 'bindPhone' | 'depositGated'>;
  /** The route's params (enName of /game/sport/:enName). */
  params: Readonly<Record<string, string | undefined>>;
  member: MemberCheck;
  /** siteBaseConfig.depositEnabled (true while unknown: the server refuses deposits itself). */
  depositEnabled: boolean;
}

export type NavigationDecision =
  | {
      kind: 'proceed';
      /** spec 2.4 item 4: members get a fresh balance on every navigation. */
      refreshBalance: boolean;
      /** spec 2.4 item 6: the local sport page (enName crty). */
      sportPage: boolean;
    }
  /** spec 2.4 item 1: home, with the bottom toast "请先登录以了解更多". */
  | { kind: 'loginRequired'; to: typeof HOME_PATH }
  /** spec 2.4 item 2: member info failed: log out and go home. */
  | { kind: 'logout'; to: typeof HOME_PATH }
  /** Login expired while asking: the session is already over; go home. */
  | { kind: 'expired'; to: typeof HOME_PATH }
  /** spec 2.4 item 3: bind a phone and a real name first. */
  | { kind: 'bindRequired'; to: typeof BIND_PATH }
  /** spec 2.4 item 5. */
  | { kind: 'notFound' };

/**
 * The navigation guard of spec 2.4 as a pure decision, items 1 to 6 in order of precedence: a page that does
 * not exist does not exist for anyone (5); then login (1); then the member info asked on this navigation (2);
 * then the bindings (3); then the page shows, with a fresh balance for members (4) and the sport-page flag (6).
 */
export function decideNavigation({ meta, params, member, depositEnabled }: NavigationInput): NavigationDecision {
  if (meta.depositGated && !depositEnabled) return { kind: 'notFound' };
  if (member.kind === 'visitor') {
    if (meta.requiresAuth) return { kind: 'loginRequired', to: HOME_PATH };
    return { kind: 'proceed', refreshBalance: false, sportPage: isSportPage(params) };
  }
  if (member.kind === 'expired') return { kind: 'expired', to: HOME_PATH };
  if (member.kind === 'failed') return { kind: 'logout', to: HOME_PATH };
  if (meta.bindPhone && !(member.bindPhone && member.bindRealName)) return { kind: 'bindRequired', to: BIND_PATH };
  return { kind: 'proceed', refreshBalance: true, sportPage: isSportPage(params) };
}

function isSportPage(params: NavigationInput['params']): boolean {
  return params.enName?.toLowerCase() === LOCAL_SPORT_EN_NAME;
}

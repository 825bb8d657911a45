import type zhCN from '@src/i18n/locales/zh-CN.json';

/** spec 1: the game category codes. */
export type GameCategory = 'TY' | 'DZ' | 'ZR' | 'CP' | 'QP' | 'DJ' | 'BY';

export type TitleKey = keyof typeof zhCN.titles;

/** What a route says about itself (its react-router `handle`), merged from the root down to the page. */
export interface RouteMeta {
  /** The page title (catalogue `titles.*`): header of its frame, document title. */
  titleKey?: TitleKey;
  /** spec 2.1, 6: login required. */
  requiresAuth?: boolean;
  /** spec 2.2: a bound phone and a bound real name are also required. */
  bindPhone?: boolean;
  /** spec 2.4 item 5: the page does not exist while the site disables deposit. */
  depositGated?: boolean;
  /** spec 2.1: game pages take their category type from here. */
  category?: GameCategory;
  /** spec 2.1 /game/sport/:enName: full width, no footer. */
  fullWidth?: boolean;
  hideFooter?: boolean;
  /** spec 2.1 /redirect: not offered in any menu. */
  hideInMenu?: boolean;
}

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null;
}

/** A page's meta: every matched route's handle, the deeper overriding the shallower. */
export function mergeRouteMeta(handles: readonly unknown[]): RouteMeta {
  return handles.filter(isRouteMeta).reduce<RouteMeta>((merged, handle) => ({ ...merged, ...handle }), {});
}

import { siteTime } from '@src/contract/siteClock';

/** What the lobby calls say beyond the contract's VenueMessage (Chinese; zh-TW answers are converted). */
export const LobbyMessage = {
  /** CRTY has no launch: the client opens the local sport page /game/sport/crty. */
  localSportNoLaunch: '皇冠体育无需启动，请直接进入体育页面',
  venueNotInCategory: '该场馆不属于此游戏类别',
} as const;

/** spec 8.2 6415: "AG真人维护中，预计2026-11-27 18:00结束" on the site's clock, or without the time when unknown. */
export function maintenanceMessage(venueName: string, until: number | null): string {
  return until === null ? `${venueName}维护中` : `${venueName}维护中，预计${siteTime(until).slice(0, 16)}结束`;
}

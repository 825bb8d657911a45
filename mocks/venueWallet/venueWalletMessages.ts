import { siteTime } from '@src/contract/siteClock';
import { VenueMessage } from '@src/contract/venue';

/** What the venue wallet calls say beyond the contract's VenueMessage (Chinese; zh-TW pages get them converted). */
export const VenueWalletMessage = {
  localSportNoWallet: '皇冠体育直接使用中心钱包投注，无需转账',
  recyclePending: '场馆处理中，确认后自动回到中心钱包',
  recycleFailed: '回收失败，余额仍在场馆',
} as const;

/** 6415's text: the venue is in maintenance, and when it is expected to end (site clock). */
export function maintenanceMessage(name: string, until: number | null): string {
  const base = `${name}${VenueMessage.venueMaintenance}`;
  return until === null ? base : `${base}，预计${siteTime(until).slice(0, 16)}结束`;
}

/** 6014's text: the provider refused the transfer (nothing moved), with its reason when it gave one. */
export function transferFailedMessage(reason: string | null): string {
  return reason ? `${VenueMessage.transferFailed}（${reason}）` : VenueMessage.transferFailed;
}

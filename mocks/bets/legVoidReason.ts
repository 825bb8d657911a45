import type { VoidReasonCode } from '@src/contract';

/**
 * Why a leg is void when its match was played but its market's part of it was not (spec 3 D reasons): corners
 * or cards never counted, D9 (无角球/罚牌/点球); a set or the games of sets never played, DB (无盘数); anything
 * else, D0 (自动取消). A void match gives its own reason instead (cancelled D1, postponed D6, abandoned D7).
 */
const REASON_OF_PLAY_TYPE: Readonly<Record<string, VoidReasonCode>> = {
  CN: 'D9',
  CD: 'D9',
  S1M: 'DB',
  S2M: 'DB',
  GR: 'DB',
  GOU: 'DB',
};

export function legVoidReason(playType: string): VoidReasonCode {
  return REASON_OF_PLAY_TYPE[playType] ?? 'D0';
}

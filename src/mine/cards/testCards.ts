import type { Card } from '@src/contract/cards';

/** A bound bank card as bankCard/queryMemberBanksInfoList answers it, for the pages' tests. */
export const TEST_BANK_CARD: Card = {
  id: 7,
  kind: 'bank',
  provider: 'ICBC',
  providerName: '中国工商银行',
  maskedAccount: '**** **** **** 0128',
  holder: '张*',
  note: '',
  createdAt: '2026-11-27 12:00:00',
};

import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('betRecord', zhCN, zhTW);

export const BET_RECORD_NS = text.ns;
export type BetRecordTextKey = TextKey<typeof zhCN>;
export type BetRecordTranslate = NamespaceTranslate<BetRecordTextKey>;

/** The bet record page's t(): its own namespace, keys checked against locales/zh-CN.json. */
export const useBetRecordText: () => BetRecordTranslate = text.useText;

import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('transRecord', zhCN, zhTW);

export type TransRecordTextKey = TextKey<typeof zhCN>;
export type TransRecordTranslate = NamespaceTranslate<TransRecordTextKey>;

/** The transaction record page's t(): its own namespace, keys checked against locales/zh-CN.json. */
export const useTransRecordText: () => TransRecordTranslate = text.useText;

import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('withdraw', zhCN, zhTW);

export type WithdrawTranslate = NamespaceTranslate<TextKey<typeof zhCN>>;

/** The withdrawal page's t(): its own namespace, keys checked against locales/zh-CN.json. */
export const useWithdrawText: () => WithdrawTranslate = text.useText;

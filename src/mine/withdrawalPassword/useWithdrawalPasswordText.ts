import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('withdrawalPassword', zhCN, zhTW);

export type WithdrawalPasswordTextKey = TextKey<typeof zhCN>;

/** The withdrawal password pieces' t(): their own namespace, keys checked against locales/zh-CN.json. */
export const useWithdrawalPasswordText: () => NamespaceTranslate<WithdrawalPasswordTextKey> = text.useText;

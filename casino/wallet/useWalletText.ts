import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('venueWallet', zhCN, zhTW);

export type WalletTranslate = NamespaceTranslate<TextKey<typeof zhCN>>;

/** The wallet page's t(): its own namespace, keys checked against locales/zh-CN.json. */
export const useWalletText: () => WalletTranslate = text.useText;

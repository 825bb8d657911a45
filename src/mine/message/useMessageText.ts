import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('message', zhCN, zhTW);

export type MessageTranslate = NamespaceTranslate<TextKey<typeof zhCN>>;

/** The message page's t(): its own namespace, keys checked against locales/zh-CN.json. */
export const useMessageText: () => MessageTranslate = text.useText;

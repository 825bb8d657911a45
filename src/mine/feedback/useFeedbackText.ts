import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('feedback', zhCN, zhTW);

export type FeedbackTranslate = NamespaceTranslate<TextKey<typeof zhCN>>;

/** The feedback pages' t(): their own namespace, keys checked against locales/zh-CN.json. */
export const useFeedbackText: () => FeedbackTranslate = text.useText;

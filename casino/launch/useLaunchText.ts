import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('casinoLaunch', zhCN, zhTW);

export type LaunchTextKey = TextKey<typeof zhCN>;
export type LaunchTranslate = NamespaceTranslate<LaunchTextKey>;

/** The launch flow's t(): its own namespace, keys checked against locales/zh-CN.json. */
export const useLaunchText: () => LaunchTranslate = text.useText;

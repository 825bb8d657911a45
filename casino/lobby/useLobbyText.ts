import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('casinoLobby', zhCN, zhTW);

export type LobbyTextKey = TextKey<typeof zhCN>;
export type LobbyTranslate = NamespaceTranslate<LobbyTextKey>;

/** The casino lobbies' t(): their own namespace, keys checked against locales/zh-CN.json. */
export const useLobbyText: () => LobbyTranslate = text.useText;

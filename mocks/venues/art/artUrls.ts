import type { ServerLanguage } from '@src/contract';
import { VENUES_BASE_PATH } from '../simulatedProvider';

/** The art's names are drawn in the reader's script: zh-TW art says so in its address (zh-CN, the default, does not). */
function inLanguage(url: string, language: ServerLanguage): string {
  return language === 'zh-TW' ? `${url}?lang=zh-TW` : url;
}

/** The venue's logo, drawn by the provider (art/venueLogo.ts). */
export function venueLogoUrl(enName: string, language: ServerLanguage = 'zh-CN'): string {
  return inLanguage(`${VENUES_BASE_PATH}/${enName}/logo.svg`, language);
}

/** A game's thumbnail, drawn by the provider (art/gameThumbnail.ts). */
export function gameThumbnailUrl(
  enName: string,
  gameCode: string,
  language: ServerLanguage = 'zh-CN',
): string {
  return inLanguage(`${VENUES_BASE_PATH}/${enName}/games/${gameCode}.svg`, language);
}

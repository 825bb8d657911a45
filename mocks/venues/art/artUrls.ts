import { VENUES_BASE_PATH } from '../simulatedProvider';

/** The venue's logo, drawn by the provider (art/venueLogo.ts). */
export function venueLogoUrl(enName: string): string {
  return `${VENUES_BASE_PATH}/${enName}/logo.svg`;
}

/** A game's thumbnail, drawn by the provider (art/gameThumbnail.ts). */
export function gameThumbnailUrl(enName: string, gameCode: string): string {
  return `${VENUES_BASE_PATH}/${enName}/games/${gameCode}.svg`;
}

import { PHONE_COMPLETION_LENGTH } from '@src/contract';

/**
 * spec 4 new device: the masked phone of the login answer (138****8000) with the 4 digits the member typed
 * put where the stars are; null when the mask has no run of exactly 4 stars.
 */
export function completeMaskedPhone(masked: string, digits: string): string | null {
  const stars = /\*+/.exec(masked);
  if (!stars || stars[0].length !== PHONE_COMPLETION_LENGTH || !/^\d{4}$/.test(digits)) return null;
  return masked.slice(0, stars.index) + digits + masked.slice(stars.index + stars[0].length);
}

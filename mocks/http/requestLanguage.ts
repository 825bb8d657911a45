import { SERVER_LANGUAGES, type ServerLanguage } from '@src/contract';

export const DEFAULT_SERVER_LANGUAGE: ServerLanguage = SERVER_LANGUAGES[0];

/** Headers longer than this are not a language preference; they are read as absent. */
const MAX_HEADER_LENGTH = 256;

/**
 * The script a language tag asks for, or null for a language we do not answer in. Traditional Chinese is asked
 * for as zh-TW, zh-Hant (with any region) or by a region that writes it (Hong Kong, Macau); every other Chinese tag
 * (zh, zh-CN, zh-Hans, zh-SG) reads as simplified.
 */
function languageOfTag(tag: string): ServerLanguage | null {
  const parts = tag.toLowerCase().split(/[-_]/);
  if (parts[0] !== 'zh') return null;
  const rest = parts.slice(1);
  if (rest.includes('hant')) return 'zh-TW';
  if (rest.includes('hans')) return 'zh-CN';
  return rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo') ? 'zh-TW' : 'zh-CN';
}

/**
 * The language to answer in, from an `Accept-Language` value (RFC 9110 12.5.4): the tag with the highest weight
 * that we answer in (the first of equal weights), zh-CN when the header is absent, malformed or names no Chinese.
 * The client sends exactly one tag, its page language (src/api/apiClient.ts).
 */
export function languageOfHeader(value: string | readonly string[] | undefined): ServerLanguage {
  const header = Array.isArray(value) ? value.join(',') : (value as string | undefined);
  if (header === undefined || header.length > MAX_HEADER_LENGTH) return DEFAULT_SERVER_LANGUAGE;
  let best: { language: ServerLanguage; weight: number } | null = null;
  for (const entry of header.split(',')) {
    const [rawTag = '', ...params] = entry.split(';').map((part) => part.trim());
    const language = languageOfTag(rawTag);
    if (language === null) continue;
    const weight = weightOf(params);
    if (weight > 0 && (best === null || weight > best.weight)) best = { language, weight };
  }
  return best?.language ?? DEFAULT_SERVER_LANGUAGE;
}

/** `q=0.8` -> 0.8; no q -> 1; a malformed q -> 0 (the tag is ignored). */
function weightOf(params: readonly string[]): number {
  const q = params.find((param) => /^q\s*=/i.test(param));
  if (q === undefined) return 1;
  const value = q.slice(q.indexOf('=') + 1).trim();
  if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return 0;
  return Number(value);
}

/** A language named directly (a socket's handshake `lang`, spec 7.4's `langx`): one of ours, else zh-CN. */
export function languageOfName(value: unknown): ServerLanguage {
  return typeof value === 'string' && value.length <= 32 ? (languageOfTag(value) ?? DEFAULT_SERVER_LANGUAGE) : DEFAULT_SERVER_LANGUAGE;
}

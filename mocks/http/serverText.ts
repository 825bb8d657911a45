import type { ServerLanguage } from '@src/contract';
import { toTaiwanText } from '../../scripts/zhTw';

/**
 * The backend writes every message and name once, in simplified Chinese; an answer in zh-TW is that text through the
 * project's own conversion (OpenCC cn -> twp plus the overrides of scripts/zhTw.ts, the same as the client's
 * catalogues), so the two never drift apart. Conversions are kept: the texts are a bounded set (messages, names,
 * site content), each converted once (about 25 µs; OpenCC's dictionaries load on the first, about 200 ms).
 */
const CACHE_LIMIT = 20_000;
const taiwanTexts = new Map<string, string>();

/** Any CJK character: text without one is the same in both scripts (ids, numbers, Latin). */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/** `text` as the member reading `language` should see it. */
export function textIn(language: ServerLanguage, text: string): string {
  if (language === 'zh-CN' || !HAN.test(text)) return text;
  let converted = taiwanTexts.get(text);
  if (converted === undefined) {
    // A plain bound rather than an LRU: reaching it means something unbounded is being converted; start over.
    if (taiwanTexts.size >= CACHE_LIMIT) taiwanTexts.clear();
    converted = toTaiwanText(text);
    taiwanTexts.set(text, converted);
  }
  return converted;
}

/**
 * Every string of a JSON value in `language` (keys stay), except the values of `keep` keys at any depth: text the
 * member wrote (a feedback's content, a real name) is shown as written.
 */
export function valueIn<T>(language: ServerLanguage, value: T, keep: ReadonlySet<string> = NO_KEYS): T {
  if (language === 'zh-CN') return value;
  return convert(value, (text) => textIn(language, text), keep) as T;
}

const NO_KEYS: ReadonlySet<string> = new Set();

function convert(value: unknown, text: (value: string) => string, keep: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.map((item: unknown) => convert(item, text, keep));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = keep.has(key) ? item : convert(item, text, keep);
    return result;
  }
  return value;
}

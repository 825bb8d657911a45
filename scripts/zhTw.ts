import { Converter } from 'opencc-js/cn2t';

/** A parsed JSON catalogue. */
export type CatalogueValue = string | number | boolean | null | readonly CatalogueValue[] | { readonly [key: string]: CatalogueValue };

/**
 * Corrections applied after OpenCC's cn -> twp conversion, found by reading its output for our catalogues.
 * twp is tuned for software vocabulary (釋出, 指令碼, 影片 ...) and keeps mainland forms Taiwan does not use
 * (賬, 充值, 運營 ...). Applied in order, each replacing every occurrence; keep longer phrases first.
 */
export const TW_OVERRIDES: readonly (readonly [from: string, to: string])[] = [
  // 帳 is the Taiwan form for accounts and bookkeeping (帳戶, 帳號, 轉帳); later entries rely on it.
  ['賬', '帳'],
  // 注销账户 (closing an account) comes out as 登出 (logging out).
  ['登出帳戶', '註銷帳戶'],
  ['帳戶登出', '帳戶註銷'],
  // 单注 (a single bet) is segmented as 單註.
  ['單註', '單注'],
  // 若干球后 is read as 球后 (a women's champion) and its 后 left simplified.
  ['球后', '球後'],
  // 查看回复 (read the reply) keeps 查看 and takes 回復 (recover).
  ['查看回復', '檢視回覆'],
  // 只 (only) after some words comes out as the measure word 隻.
  ['隻在', '只在'],
  ['隻有', '只有'],
  ['隻改變', '只改變'],
  // twp's software vocabulary where the plain word is meant.
  ['專案', '項目'],
  ['型別', '類型'],
  ['稽核', '審核'],
  ['比賽程序', '比賽進程'],
  ['擴充套件', '擴充功能'],
  ['指令碼', '腳本'],
  ['釋出', '發布'],
  ['遮蔽', '封鎖'],
  ['快捷方式', '捷徑'],
  // twp turns 视频 into 影片; live dealer and live streams are 視訊 (真人視訊).
  ['影片', '視訊'],
  // Mainland forms twp keeps.
  ['充值', '儲值'],
  ['運營商', '電信業者'],
  ['運營', '營運'],
  ['質量', '品質'],
  ['郵箱', '電子郵件'],
  ['伙伴', '夥伴'],
];

// Built on first use: loading OpenCC's dictionaries takes about 200 ms, which a server that never answers in zh-TW
// (or a test that never asks) should not pay at start.
let toTaiwan: ((text: string) => string) | null = null;

/** Simplified Chinese (mainland) to Traditional Chinese with Taiwan phrasing, then our overrides. */
export function toTaiwanText(text: string, overrides: readonly (readonly [string, string])[] = TW_OVERRIDES): string {
  toTaiwan ??= Converter({ from: 'cn', to: 'twp' });
  return overrides.reduce((converted, [from, to]) => converted.split(from).join(to), toTaiwan(text));
}

/** Converts every string value, never a key; arrays, numbers, booleans and key order stay as they are. */
export function toTaiwanCatalogue(value: CatalogueValue, convert: (text: string) => string = toTaiwanText): CatalogueValue {
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map((item: CatalogueValue) => toTaiwanCatalogue(item, convert));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toTaiwanCatalogue(item, convert)]));
  }
  return value;
}

/** The file text of a catalogue: two-space JSON in the source's key order, with a final newline. */
export function serializeCatalogue(value: CatalogueValue): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export interface CataloguePair {
  /** Path of the zh-CN catalogue. */
  readonly source: string;
  readonly sourceText: string;
  /** Path of the sibling zh-TW catalogue. */
  readonly target: string;
  /** The checked-in zh-TW text, or null when the file does not exist. */
  readonly targetText: string | null;
}

export interface CataloguePlan {
  readonly target: string;
  readonly expectedText: string;
  readonly upToDate: boolean;
}

/** What each zh-TW file should contain and whether the checked-in one already does. */
export function planTaiwanCatalogue(pair: CataloguePair, convert: (text: string) => string = toTaiwanText): CataloguePlan {
  const parsed = JSON.parse(pair.sourceText) as CatalogueValue;
  const expectedText = serializeCatalogue(toTaiwanCatalogue(parsed, convert));
  return { target: pair.target, expectedText, upToDate: pair.targetText === expectedText };
}

/** The sibling zh-TW path of a zh-CN catalogue path. */
export function taiwanPathOf(source: string): string {
  return source.replace(/zh-CN\.json$/, 'zh-TW.json');
}

import { pinyin } from 'pinyin-pro';

/** A game name's pinyin initials, lower case, digits and Latin letters kept (e.g. 百家乐 -> bjl, 21点 -> 21d). */
export function pinyinInitials(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', separator: '', nonZh: 'consecutive' })
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A game name's full pinyin without tones or spaces, lower case (e.g. 百家乐 -> baijiale). */
export function fullPinyin(name: string): string {
  return pinyin(name, { toneType: 'none', separator: '', nonZh: 'consecutive', v: true })
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The lobby's game search: a keyword finds a game by its Chinese name, its pinyin initials ("bjl" for 百家乐)
 * or its full pinyin ("baijiale"), and forgives one typo (a letter missing, extra, wrong, or two swapped: "bajiale", "baijaile"). Each match has a quality, and
 * results are ordered by it: the exact name first, then names that start with the keyword, names that contain
 * it, initials, pinyin, and last the forgiven typos.
 */

/** What a game is searched by: its name and the pinyin the provider's catalogue gives for it. */
export interface Searchable {
  name: string;
  /** Pinyin initials, lower case. */
  initials: string;
  /** Full pinyin without tones or spaces, lower case. */
  pinyin: string;
}

/** How well a game matched, best first. */
export const MATCH_QUALITIES = [
  'exactName',
  'namePrefix',
  'nameContains',
  'initials',
  'pinyin',
  'fuzzy',
] as const;
export type MatchQuality = (typeof MATCH_QUALITIES)[number];

export interface SearchMatch {
  quality: MatchQuality;
  /** Orders matches of one quality: the earlier in the name or pinyin the keyword matched, the better. */
  position: number;
  /** Then: the fewer characters the matched name, initials or pinyin has beyond the keyword, the better. */
  spare: number;
}

/** A typo is forgiven only in keywords at least this long: shorter ones would match nearly everything. */
export const FUZZY_MIN_LATIN = 4;
export const FUZZY_MIN_NAME = 3;

/** Lower case, without spaces; the form both sides of a comparison take. */
export function normaliseKeyword(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** Only the letters and digits of a keyword typed in pinyin. */
function latinOf(text: string): string {
  return text.replace(/[^a-z0-9]/g, '');
}

/**
 * How `game` matches `keyword`, or null when it does not. An empty keyword (after trimming) matches nothing:
 * the caller lists every game without a search.
 */
export function matchGame(keyword: string, game: Searchable): SearchMatch | null {
  const wanted = normaliseKeyword(keyword);
  if (wanted === '') return null;
  const name = normaliseKeyword(game.name);
  const nameSpare = name.length - wanted.length;
  if (name === wanted) return { quality: 'exactName', position: 0, spare: 0 };
  if (name.startsWith(wanted)) return { quality: 'namePrefix', position: 0, spare: nameSpare };
  const inName = name.indexOf(wanted);
  if (inName >= 0) return { quality: 'nameContains', position: inName, spare: nameSpare };

  const latin = latinOf(wanted);
  const latinOnly = latin === wanted;
  const initials = game.initials.toLowerCase();
  const pinyin = game.pinyin.toLowerCase();
  if (latinOnly && latin !== '') {
    const inInitials = initials.indexOf(latin);
    if (inInitials >= 0) return { quality: 'initials', position: inInitials, spare: initials.length - latin.length };
    const inPinyin = pinyin.indexOf(latin);
    if (inPinyin >= 0) return { quality: 'pinyin', position: inPinyin, spare: pinyin.length - latin.length };
    if (latin.length >= FUZZY_MIN_LATIN) {
      const inPinyinNear = oneEditWithin(latin, pinyin);
      if (inPinyinNear !== null) return { quality: 'fuzzy', position: inPinyinNear, spare: pinyin.length - latin.length };
      const inInitialsNear = oneEditWithin(latin, initials);
      if (inInitialsNear !== null) {
        return { quality: 'fuzzy', position: inInitialsNear, spare: initials.length - latin.length };
      }
    }
    return null;
  }
  if (wanted.length >= FUZZY_MIN_NAME) {
    const near = oneEditWithin(wanted, name);
    if (near !== null) return { quality: 'fuzzy', position: near, spare: nameSpare };
  }
  return null;
}

/** Orders two matches: better quality first, then the earlier position, then the closer fit. */
export function compareMatches(a: SearchMatch, b: SearchMatch): number {
  return (
    MATCH_QUALITIES.indexOf(a.quality) - MATCH_QUALITIES.indexOf(b.quality) ||
    a.position - b.position ||
    a.spare - b.spare
  );
}

/**
 * Where in `text` some substring lies within one edit (insertion, deletion or substitution of one character, or
 * two neighbours swapped) of `pattern`, as the substring's end index, or null when none does. Sellers'
 * approximate substring match over the optimal-string-alignment distance: an edit table whose first row is all
 * zeros, so a match may start anywhere in the text.
 */
export function oneEditWithin(pattern: string, text: string): number | null {
  const p = Array.from(pattern);
  const t = Array.from(text);
  // column[i]: the fewest edits turning pattern[0, i) into some substring of text ending at the current index.
  let before: number[] = [];
  let column = [0, ...p.map((_, i) => i + 1)];
  if ((column[p.length] ?? Infinity) <= 1) return 0;
  for (let j = 1; j <= t.length; j += 1) {
    const next = [0];
    for (let i = 1; i <= p.length; i += 1) {
      const substitution = (column[i - 1] ?? 0) + (p[i - 1] === t[j - 1] ? 0 : 1);
      let best = Math.min(substitution, (column[i] ?? 0) + 1, (next[i - 1] ?? 0) + 1);
      if (i > 1 && j > 1 && p[i - 1] === t[j - 2] && p[i - 2] === t[j - 1]) {
        best = Math.min(best, (before[i - 2] ?? 0) + 1);
      }
      next.push(best);
    }
    before = column;
    column = next;
    if ((column[p.length] ?? Infinity) <= 1) return j;
  }
  return null;
}

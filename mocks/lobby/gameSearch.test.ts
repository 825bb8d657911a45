import fc from 'fast-check';
import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { compareMatches, matchGame, oneEditWithin, type Searchable } from './gameSearch';

/** A game as the catalogue describes it, its pinyin as pinyin-pro spells it (the providers' source). */
function game(name: string): Searchable {
  return {
    name,
    initials: pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase(),
    pinyin: pinyin(name, { toneType: 'none', type: 'array' }).join('').toLowerCase(),
  };
}

const BACCARAT = game('百家乐');
const SPEED_BACCARAT = game('极速百家乐');
const DRAGON_TIGER = game('龙虎斗');

function search(keyword: string, games: readonly Searchable[]): string[] {
  return games
    .flatMap((candidate) => {
      const match = matchGame(keyword, candidate);
      return match ? [{ candidate, match }] : [];
    })
    .sort((a, b) => compareMatches(a.match, b.match))
    .map(({ candidate }) => candidate.name);
}

describe('game search', () => {
  const lobby = [SPEED_BACCARAT, DRAGON_TIGER, BACCARAT, game('百家乐保险'), game('斗地主')];

  it('finds 百家乐 by its initials "bjl", its pinyin "baijiale", and "bajiale" with a letter missing', () => {
    expect(search('bjl', lobby)).toEqual(['百家乐', '百家乐保险', '极速百家乐']);
    expect(search('baijiale', lobby)).toEqual(['百家乐', '百家乐保险', '极速百家乐']);
    expect(search('bajiale', lobby)).toEqual(['百家乐', '百家乐保险', '极速百家乐']);
    expect(search('BaiJiaLe', [BACCARAT])).toEqual(['百家乐']);
  });

  it('finds by the name and puts the exact name before a name that starts with the keyword, then one containing it', () => {
    expect(search('百家乐', lobby)).toEqual(['百家乐', '百家乐保险', '极速百家乐']);
    expect(search('百家', lobby)).toEqual(['百家乐', '百家乐保险', '极速百家乐']);
    expect(matchGame('百家乐', BACCARAT)?.quality).toBe('exactName');
    expect(matchGame('百家', BACCARAT)?.quality).toBe('namePrefix');
    expect(matchGame('百家', SPEED_BACCARAT)?.quality).toBe('nameContains');
  });

  it('ranks initials before pinyin before a forgiven typo', () => {
    expect(matchGame('bjl', BACCARAT)?.quality).toBe('initials');
    expect(matchGame('baijia', BACCARAT)?.quality).toBe('pinyin');
    expect(matchGame('baijaile', BACCARAT)?.quality).toBe('fuzzy');
    const initialsHit = game('斗牛');
    const pinyinHit = game('极速百家乐');
    // "dn" is 斗牛's initials and inside no other pinyin; "sub" sits only inside 极速百家乐's pinyin.
    expect(search('dn', [pinyinHit, initialsHit])).toEqual(['斗牛']);
    expect(
      compareMatches({ quality: 'initials', position: 3, spare: 9 }, { quality: 'pinyin', position: 0, spare: 0 }),
    ).toBeLessThan(0);
  });

  it('forgives a typo in a Chinese name of three characters or more', () => {
    expect(search('百加乐', lobby)).toEqual(['百家乐', '百家乐保险', '极速百家乐']);
    expect(search('百加', lobby)).toEqual([]);
  });

  it('does not forgive a typo in a short keyword, and finds nothing for a blank one', () => {
    expect(matchGame('bjx', BACCARAT)).toBeNull();
    expect(matchGame('lhd', BACCARAT)).toBeNull();
    expect(matchGame('   ', BACCARAT)).toBeNull();
    expect(search('longhudou', lobby)).toEqual(['龙虎斗']);
  });

  it('finds a substring within one edit of the pattern anywhere in the text', () => {
    expect(oneEditWithin('bajiale', 'jisubaijiale')).not.toBeNull();
    expect(oneEditWithin('baojiale', 'jisubaijiale')).not.toBeNull();
    expect(oneEditWithin('bxjxale', 'jisubaijiale')).toBeNull();
    expect(oneEditWithin('a', '')).toBe(0);
  });
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letter = fc.constantFrom(...LETTERS.split(''));
const latinWord = (minLength: number) => fc.array(letter, { minLength, maxLength: 24 }).map((chars) => chars.join(''));
/** Characters of game names (every one has a reading in pinyin-pro's dictionary). */
const GAME_NAME_CHARACTERS = '百家乐龙虎斗牛炸金花德州扑克二八杠三公牌九麻将捕鱼达人极速彩票时时幸运飞艇快乐十分赛车电子游戏宝石财神招财进猫熊猫足球篮球竞技王者荣耀英雄联盟刀塔水果机';
const hanzi = fc.constantFrom(...Array.from(GAME_NAME_CHARACTERS));
const chineseName = fc.array(hanzi, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
const anyGame = fc.record({ name: chineseName, initials: latinWord(1), pinyin: latinWord(1) });

/** One insertion, deletion or substitution at a position of the word. */
const oneEdit = (word: string) =>
  fc.tuple(fc.constantFrom('insert', 'delete', 'substitute'), fc.nat({ max: word.length - 1 }), letter).map(
    ([kind, at, ch]) =>
      kind === 'insert'
        ? word.slice(0, at) + ch + word.slice(at)
        : kind === 'delete'
          ? word.slice(0, at) + word.slice(at + 1)
          : word.slice(0, at) + ch + word.slice(at + 1),
  );

describe('game search properties', () => {
  it('a game always finds itself by its name, its initials and its pinyin', () => {
    fc.assert(
      fc.property(anyGame, (candidate) => {
        expect(matchGame(candidate.name, candidate)?.quality).toBe('exactName');
        expect(matchGame(candidate.initials, candidate)).not.toBeNull();
        expect(matchGame(candidate.pinyin, candidate)).not.toBeNull();
        expect(matchGame(candidate.pinyin.toUpperCase(), candidate)).not.toBeNull();
      }),
    );
  });

  it('a game whose pinyin pinyin-pro spells finds itself by its real initials and pinyin', () => {
    fc.assert(
      fc.property(chineseName, (name) => {
        const candidate = game(name);
        expect(matchGame(candidate.initials, candidate)).not.toBeNull();
        expect(matchGame(candidate.pinyin, candidate)).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('one edit of a pinyin of five letters or more still finds the game', () => {
    const withEdit = anyGame
      .chain((candidate) =>
        latinWord(5).map((spelled) => ({ ...candidate, pinyin: spelled })),
      )
      .chain((candidate) => oneEdit(candidate.pinyin).map((keyword) => ({ candidate, keyword })));
    fc.assert(
      fc.property(withEdit, ({ candidate, keyword }) => {
        expect(matchGame(keyword, candidate)).not.toBeNull();
      }),
    );
  });

  it('orders every match of a better quality before any of a worse one', () => {
    fc.assert(
      fc.property(anyGame, anyGame, latinWord(1), (a, b, keyword) => {
        const ma = matchGame(keyword, a);
        const mb = matchGame(keyword, b);
        if (ma && mb && ma.quality !== mb.quality) {
          expect(Math.sign(compareMatches(ma, mb))).toBe(-Math.sign(compareMatches(mb, ma)));
        }
      }),
    );
  });
});

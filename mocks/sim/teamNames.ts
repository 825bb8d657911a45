import type { Random } from './random';

/**
 * Plausible Chinese renderings of foreign team and player names for leagues and tours without a fixed list
 * (lower divisions, challengers): transliteration syllables as Chinese media write them.
 */
const SYLLABLES = [
  '阿', '巴', '贝', '比', '波', '布', '达', '德', '迪', '多', '杜', '费', '弗', '加', '戈', '格', '哈', '赫', '霍', '基',
  '吉', '卡', '科', '克', '库', '拉', '莱', '兰', '里', '利', '林', '卢', '罗', '洛', '马', '梅', '米', '莫', '穆', '纳',
  '内', '尼', '诺', '帕', '佩', '皮', '普', '萨', '塞', '桑', '索', '塔', '特', '托', '瓦', '维', '沃', '西', '谢', '伊',
  '扎', '泽', '佐', '奥', '埃', '乌', '安', '恩', '蒂', '文', '森', '斯',
] as const;
const MALE_ENDINGS = ['维奇', '斯基', '诺夫', '森', '松', '尔', '斯', '托', '里', '内'] as const;
const FEMALE_ENDINGS = ['娃', '娜', '科娃', '丝', '拉', '妮'] as const;
const CLUB_SUFFIXES = ['联', '竞技', 'FC', '城', '体育', '流浪者', '青年人', '队', '飞人', '联合'] as const;
const CHINESE_CITIES = [
  '泰安', '淄博', '潍坊', '赣州', '宜宾', '衡水', '保定', '廊坊', '绍兴', '嘉兴', '湖州', '台州', '温州', '泉州', '漳州',
  '九江', '岳阳', '常德', '柳州', '桂林', '遵义', '曲靖', '大理', '丽江', '银川', '西宁', '包头', '鞍山', '丹东', '锦州',
  '延边', '烟台', '威海', '日照', '临沂', '济宁', '聊城', '德州', '沧州', '邯郸', '洛阳', '开封', '襄阳', '宜昌', '株洲',
] as const;
const CHINESE_SUFFIXES = ['队', '足球俱乐部', '城市', '人和', '雄狮', '猛虎', '青年'] as const;

function word(rng: Random, min: number, max: number): string {
  let text = '';
  const n = rng.intBetween(min, max);
  for (let i = 0; i < n; i++) text += rng.pick(SYLLABLES);
  return text;
}

export function playerName(rng: Random, female: boolean): string {
  return word(rng, 1, 2) + rng.pick(female ? FEMALE_ENDINGS : MALE_ENDINGS);
}

export function clubName(rng: Random): string {
  return word(rng, 2, 3) + rng.pick(CLUB_SUFFIXES);
}

export function chineseClubName(rng: Random): string {
  return rng.pick(CHINESE_CITIES) + rng.pick(CHINESE_SUFFIXES);
}

export type NameStyle = 'club' | 'chineseClub' | 'player' | 'femalePlayer';

/** `count` distinct names in the given style. */
export function generateNames(rng: Random, style: NameStyle, count: number): string[] {
  const names = new Set<string>();
  for (let attempts = 0; names.size < count && attempts < count * 50; attempts++) {
    const name =
      style === 'club' ? clubName(rng) : style === 'chineseClub' ? chineseClubName(rng) : playerName(rng, style === 'femalePlayer');
    names.add(name);
  }
  for (let i = names.size; names.size < count; i++) names.add(`${clubName(rng)}${i}`);
  return [...names];
}

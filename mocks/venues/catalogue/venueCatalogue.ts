import type { GameEngine, GameTag, VenueCategory } from '@src/contract/venue';
import type { ProviderGame } from '../providerApi';
import { fullPinyin, pinyinInitials } from './gameNames';

/** What a provider is, before its games: its code, names, category, and the activity it runs (if any). */
export interface VenueProfile {
  enName: string;
  name: string;
  category: VenueCategory;
  /** The venue's brand mark on its logo (Latin letters, 1-3). */
  mark: string;
  /** A running activity's text (a launch may answer 6413 with it), or null. */
  activity: string | null;
  games: readonly ProviderGame[];
}

/** Which engine plays a category's games (issue 16). */
export const ENGINE_OF_CATEGORY: Record<VenueCategory, GameEngine> = {
  TY: 'sport',
  DZ: 'slot',
  ZR: 'baccarat',
  CP: 'lottery',
  QP: 'cards',
  DJ: 'esports',
  BY: 'fishing',
};

/** A game as the catalogue writes it: its name and tags ('' none; 'hot', 'new', 'jackpot' joined by spaces). */
type GameEntry = readonly [name: string, tags: string];

interface VenueEntry {
  enName: string;
  name: string;
  category: VenueCategory;
  mark: string;
  activity: string | null;
  games: readonly GameEntry[];
}

const DAY_MS = 86_400_000;
/** Games tagged new were added in the weeks before this day; the others over the two years before it. */
const CATALOGUE_DAY = Date.UTC(2026, 10, 1);

/**
 * The 14 venues of the reference backend and their games, in lobby order (the same order as DEMO_VENUES). Names are
 * generic Chinese game names; every code, pinyin and date is computed from this table, so the catalogue is the
 * same on every start (no randomness).
 */
const VENUES: readonly VenueEntry[] = [
  { enName: 'CRTY', name: '皇冠体育', category: 'TY', mark: 'HG', activity: null, games: [] },
  {
    enName: 'XMTY',
    name: '小米体育',
    category: 'TY',
    mark: 'XM',
    activity: null,
    games: [
      ['体育大厅', 'hot'],
      ['足球', 'hot'],
      ['篮球', ''],
      ['网球', ''],
      ['滚球', 'new'],
      ['冠军盘', ''],
    ],
  },
  {
    enName: 'AGZR',
    name: 'AG真人',
    category: 'ZR',
    mark: 'AG',
    activity: 'AG真人「首存转账加赠」活动进行中：转入后参与活动，或直接进入游戏',
    games: [
      ['百家乐', 'hot'],
      ['极速百家乐', 'hot new'],
      ['免佣百家乐', ''],
      ['保险百家乐', ''],
      ['龙虎', 'hot'],
      ['轮盘', ''],
      ['骰宝', ''],
      ['牛牛', ''],
      ['三公', ''],
      ['二十一点', 'new'],
    ],
  },
  {
    enName: 'BGZR',
    name: 'BG真人',
    category: 'ZR',
    mark: 'BG',
    activity: null,
    games: [
      ['百家乐', 'hot'],
      ['多台百家乐', ''],
      ['龙虎', ''],
      ['骰宝', 'hot'],
      ['轮盘', ''],
      ['牛牛', ''],
      ['番摊', 'new'],
      ['色碟', ''],
    ],
  },
  {
    enName: 'KXZR',
    name: '开心真人',
    category: 'ZR',
    mark: 'KX',
    activity: null,
    games: [
      ['主播百家乐', 'hot new'],
      ['百家乐', ''],
      ['龙虎', ''],
      ['牛牛', ''],
      ['炸金花', 'hot'],
      ['骰宝', ''],
      ['轮盘', ''],
    ],
  },
  {
    enName: 'KYQP',
    name: '开元棋牌',
    category: 'QP',
    mark: 'KY',
    activity: null,
    games: [
      ['抢庄牛牛', 'hot'],
      ['炸金花', 'hot'],
      ['抢庄牌九', ''],
      ['二八杠', ''],
      ['斗地主', 'hot'],
      ['德州扑克', ''],
      ['十三水', ''],
      ['百人牛牛', 'jackpot'],
      ['红黑大战', 'new'],
      ['龙虎斗', ''],
      ['三公', ''],
      ['极速炸金花', 'new'],
    ],
  },
  {
    enName: 'LYQP',
    name: '乐游棋牌',
    category: 'QP',
    mark: 'LY',
    activity: null,
    games: [
      ['二人麻将', 'hot'],
      ['血战麻将', 'hot'],
      ['抢庄牛牛', ''],
      ['炸金花', ''],
      ['斗地主', ''],
      ['跑得快', 'new'],
      ['通比牛牛', ''],
      ['抢庄三公', ''],
      ['看牌抢庄', 'jackpot'],
      ['跑胡子', 'new'],
    ],
  },
  {
    enName: 'IMDJ',
    name: 'IM电竞',
    category: 'DJ',
    mark: 'IM',
    activity: null,
    games: [
      ['电竞大厅', 'hot'],
      ['电竞滚球', 'hot'],
      ['电竞早盘', ''],
      ['电竞串关', ''],
      ['电竞冠军', ''],
      ['虚拟电竞', 'new'],
    ],
  },
  {
    enName: 'TCGCP',
    name: 'TCG彩票',
    category: 'CP',
    mark: 'TCG',
    activity: null,
    games: [
      ['重庆时时彩', 'hot'],
      ['北京赛车', 'hot'],
      ['幸运飞艇', ''],
      ['香港六合彩', 'jackpot'],
      ['福彩3D', ''],
      ['排列三', ''],
      ['广东快乐十分', ''],
      ['江苏快三', ''],
      ['极速赛车', 'new'],
      ['分分彩', ''],
    ],
  },
  {
    enName: 'G1CP',
    name: 'G1彩票',
    category: 'CP',
    mark: 'G1',
    activity: null,
    games: [
      ['极速时时彩', 'hot'],
      ['极速快三', ''],
      ['幸运28', 'hot'],
      ['极速六合彩', 'jackpot'],
      ['三分彩', ''],
      ['五分彩', ''],
      ['北京快乐8', 'new'],
      ['澳洲幸运10', ''],
    ],
  },
  {
    enName: 'SGCP',
    name: 'SG彩票',
    category: 'CP',
    mark: 'SG',
    activity: null,
    games: [
      ['新加坡彩', 'hot'],
      ['极速飞艇', ''],
      ['快乐快三', ''],
      ['腾讯分分彩', 'hot'],
      ['幸运农场', ''],
      ['十一选五', 'new'],
      ['大乐透', 'jackpot'],
    ],
  },
  {
    enName: 'PGDZ',
    name: 'PG电子',
    category: 'DZ',
    mark: 'PG',
    activity: 'PG电子「转账加赠」活动进行中：转入后参与活动，或直接进入游戏',
    games: [
      ['麻将胡了', 'hot jackpot'],
      ['麻将胡了2', 'hot'],
      ['赏金船长', 'hot'],
      ['财神到', 'jackpot'],
      ['寻宝黄金城', ''],
      ['招财喵', 'new'],
      ['亡灵大盗', ''],
      ['巫师之书', ''],
      ['金猪报财', 'jackpot'],
      ['糖心风暴', 'new'],
      ['宝石侠', ''],
      ['冰火双娘', ''],
      ['双囍临门', ''],
      ['福运象财神', 'hot'],
      ['赏金女王', ''],
      ['水果丛林', ''],
      ['美猴王传奇', 'new'],
      ['夜戏貂蝉', ''],
      ['锦鲤跃龙门', 'jackpot'],
      ['皇家金矿', ''],
    ],
  },
  {
    enName: 'MGDZ',
    name: 'MG电子',
    category: 'DZ',
    mark: 'MG',
    activity: null,
    games: [
      ['幸运双星', 'hot'],
      ['一百零八好汉', 'hot'],
      ['金龙珠宝', 'jackpot'],
      ['足球明星', ''],
      ['篮球巨星', ''],
      ['森林之王', ''],
      ['熊猫财富', 'new'],
      ['丛林探险', ''],
      ['永恒之恋', ''],
      ['宝石之轮', ''],
      ['海底寻宝', 'new'],
      ['财富之门', 'jackpot'],
      ['金虎送福', 'hot'],
      ['水晶宫殿', ''],
      ['尼罗河女王', ''],
      ['快乐圣诞', ''],
    ],
  },
  {
    enName: 'JDBBY',
    name: 'JDB捕鱼',
    category: 'BY',
    mark: 'JDB',
    activity: null,
    games: [
      ['捕鱼大亨', 'hot'],
      ['龙王捕鱼', 'hot jackpot'],
      ['财神捕鱼', ''],
      ['海霸捕鱼', ''],
      ['李逵劈鱼', 'hot'],
      ['金蟾捕鱼', 'jackpot'],
      ['深海大赢家', ''],
      ['捕鱼达人', ''],
      ['海王捕鱼', 'new'],
      ['美人鱼传说', ''],
      ['一炮捕鱼', ''],
      ['鲨鱼狂潮', 'new'],
      ['东海龙宫', ''],
      ['捕鸟达人', ''],
    ],
  },
];

const TAGS: readonly GameTag[] = ['hot', 'new', 'jackpot'];

function parseTags(text: string): GameTag[] {
  const words = text.split(' ').filter((word) => word !== '');
  return TAGS.filter((tag) => words.includes(tag));
}

/** Codes like agzr_bjl: the venue's code and the name's initials, numbered when two names share initials. */
function gameCodes(enName: string, names: readonly string[]): string[] {
  const used = new Map<string, number>();
  return names.map((name) => {
    const base = `${enName.toLowerCase()}_${pinyinInitials(name)}`;
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}${count}`;
  });
}

function buildGames(entry: VenueEntry, venueIndex: number): ProviderGame[] {
  const engine = ENGINE_OF_CATEGORY[entry.category];
  const codes = gameCodes(
    entry.enName,
    entry.games.map(([name]) => name),
  );
  return entry.games.map(([name, tagText], index) => {
    const tags = parseTags(tagText);
    // New games in the last four weeks; the rest spread over the two years before, older further down the list.
    const daysBefore = tags.includes('new') ? 3 + ((index * 5 + venueIndex) % 25) : 40 + index * 31 + venueIndex * 7;
    return {
      gameCode: codes[index] ?? '',
      name,
      initials: pinyinInitials(name),
      pinyin: fullPinyin(name),
      tags,
      engine,
      addedAt: CATALOGUE_DAY - daysBefore * DAY_MS,
    };
  });
}

/** Every venue's profile and games, computed once. */
export const VENUE_PROFILES: readonly VenueProfile[] = VENUES.map((entry, index) => ({
  enName: entry.enName,
  name: entry.name,
  category: entry.category,
  mark: entry.mark,
  activity: entry.activity,
  games: buildGames(entry, index),
}));

import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import legalCN from '@src/legal/locales/zh-CN.json';
import legalTW from '@src/legal/locales/zh-TW.json';
import { readArticle } from './article';
import type { Article, Block } from './article';
import helpCN from './locales/zh-CN.json';
import helpTW from './locales/zh-TW.json';
import { HELP_GROUPS, HELP_TOPICS } from './topics';
import type { HelpTopic } from './topics';

const CATALOGUES = {
  'zh-CN': { help: helpCN as unknown, legal: legalCN as unknown },
  'zh-TW': { help: helpTW as unknown, legal: legalTW as unknown },
} as const;

function at(root: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), root);
}

function articleOf(topic: HelpTopic, language: keyof typeof CATALOGUES = 'zh-CN'): Article {
  const article = readArticle(at(CATALOGUES[language][topic.source.ns], topic.source.key));
  if (!article) throw new Error(`no readable document for ${topic.key} in ${language}`);
  return article;
}

const blocksOf = (article: Article): Block[] => article.sections.flatMap((section) => [...section.blocks]);

function textOf(article: Article): string {
  const parts = blocksOf(article).flatMap((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'note':
        return [block.text];
      case 'list':
        return [...block.items];
      case 'table':
        return [...block.head, ...block.rows.flat()];
      case 'faq':
        return block.items.flatMap((item) => [item.question, item.answer]);
      case 'related':
        return [];
    }
  });
  return [article.title, article.summary ?? '', ...article.sections.map((s) => s.heading), ...parts].join('\n');
}

/** The shape of a catalogue: every key path, with array lengths and block types, but no wording. */
function shapeOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shapeOf(item, `${path}[${i}]`))];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => (key === 'type' || key === 'tone' ? [`${path}.${key}=${String(item)}`] : shapeOf(item, `${path}.${key}`)));
  }
  return [path];
}

describe('help topics (spec 2.3)', () => {
  it('are exactly the 23 children of /app/help, each in one menu group', () => {
    expect(HELP_TOPICS.map((t) => t.key).sort()).toEqual(
      ['kh', 'ck', 'qk', 'zz', 'yhgz', 'tjllq', 'xnbcqkjc', 'tytzjc', 'tysstqth', 'fjcjc', 'rqgl', 'dxqgl', 'cpwt', 'dzjj', 'tywt', 'zrwt', 'qtwt', 'bczr', 'gywm', 'gztk', 'hzhb', 'ysgz', 'zxkf'].sort(),
    );
    for (const group of HELP_GROUPS) expect(HELP_TOPICS.some((t) => t.group === group)).toBe(true);
  });

  it.each(HELP_TOPICS.map((t) => [t.key, t] as const))('%s has a substantial document, a menu label and valid related links in both languages', (_key, topic) => {
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      const article = articleOf(topic, language);
      expect(article.sections.length).toBeGreaterThanOrEqual(3);
      expect(textOf(article).length).toBeGreaterThan(400);
      expect(at(CATALOGUES[language].help, `ui.menu.${topic.key}`)).toEqual(expect.any(String));
      for (const block of blocksOf(article)) {
        if (block.type === 'related') {
          for (const related of block.topics) expect(HELP_TOPICS.map((t) => t.key)).toContain(related);
        }
      }
    }
  });

  it('names every menu group', () => {
    for (const group of HELP_GROUPS) expect(at(helpCN, `ui.groups.${group}`)).toEqual(expect.any(String));
  });
});

describe('zh-TW catalogues', () => {
  it.each([
    ['help', helpCN, helpTW],
    ['legal', legalCN, legalTW],
  ] as const)('%s has exactly the keys, list lengths and block types of zh-CN', (_ns, cn, tw) => {
    expect(shapeOf(tw)).toEqual(shapeOf(cn));
  });

  it('is written in traditional characters', () => {
    expect(at(helpTW, 'ui.title')).toBe('幫助中心');
    expect(at(legalTW, 'ui.tabs.privacy')).toBe('隱私政策');
  });
});

describe('play money and safety wording (DESIGN.md 9.3, spec 2.6)', () => {
  const byKey = (key: string) => {
    const topic = HELP_TOPICS.find((t) => t.key === key);
    if (!topic) throw new Error(key);
    return textOf(articleOf(topic));
  };

  it.each(['ck', 'qk', 'zz', 'xnbcqkjc', 'yhgz', 'bczr', 'gztk', 'zxkf'])('%s says the site runs on play money', (key) => {
    expect(byKey(key)).toContain('试玩币');
  });

  it('customer service warns that deposits go through official channels only and staff never ask for codes', () => {
    const text = byKey('zxkf');
    expect(text).toContain('本站不承认任何线下充值代理');
    expect(text).toMatch(/绝不会向您索要[^。]*验证码/);
  });

  it('the terms carry the payout caps, the 14-day complaint window, 5-year records and the stake-capped liability of spec 9', () => {
    const text = byKey('gztk');
    for (const fact of ['150万美元', '30万美元', '20万美元', '2.5万美元', '60万美元', '18万美元', '14天', '5年', '以该注单的投注金额为限', '不可抗力', '多个活跃账户', '持卡人姓名不一致', '提前退出活动', '机器人']) {
      expect(text).toContain(fact);
    }
  });

  it('responsible gambling covers deposit limits, session reminders, time-out, self-exclusion, age 18 and help lines', () => {
    const text = byKey('bczr');
    for (const fact of ['存款限额', '游戏时长提醒', '冷静期', '自我排除', '18周岁', '仍然可以登录并提交取款', '求助资源']) expect(text).toContain(fact);
  });
});

describe('worked examples add up', () => {
  const tables = HELP_TOPICS.flatMap((topic) =>
    blocksOf(articleOf(topic)).flatMap((block) => (block.type === 'table' ? [{ topic: topic.key, table: block }] : [])),
  );
  const amount = (text: string) => new Big(text.replace('−', '-').replace('+', ''));

  it('odds formats follow DESIGN.md 5 (HK = D - 1; Malay and Indonesian negative as -1 / HK on their side of 2)', () => {
    const odds = tables.find(({ table }) => table.head[0] === '欧洲盘');
    expect(odds?.table.rows.map((r) => r[0])).toEqual(['2.20', '2.00', '1.25']);
    for (const [d, hk, indo, malay, net] of odds?.table.rows ?? []) {
      const decimal = new Big(d ?? '');
      const hongKong = decimal.minus(1);
      const negative = new Big(-1).div(hongKong);
      expect(hk).toBe(hongKong.toFixed(2));
      expect(amount(indo ?? '').eq((decimal.gte(2) ? hongKong : negative).round(2))).toBe(true);
      expect(amount(malay ?? '').eq((decimal.lte(2) ? hongKong : negative).round(2))).toBe(true);
      expect(net).toBe(hongKong.times(100).toFixed(0));
    }
  });

  const settlement = tables.filter(({ table }) => table.head.includes('返还') && table.head.includes('净输赢'));

  it('handicap and over/under tables cover the quarter lines of the brief', () => {
    const captions = settlement.map(({ table }) => table.caption ?? '');
    for (const line of ['-0.25', '+0.25', '-0.75', '-1', '-1.25', '大 2.25', '小 2.25', '大 2.75', '小 2.75']) {
      expect(captions.some((caption) => caption.includes(line))).toBe(true);
    }
  });

  it('at stake 100 and odds 1.90 each outcome returns its amount and the net is return minus stake', () => {
    const returns: Record<string, string> = { 赢: '190', 赢半: '145', 走水: '100', 输半: '50', 输: '0' };
    for (const { table } of settlement) {
      const outcome = table.head.indexOf('结算');
      const back = table.head.indexOf('返还');
      const net = table.head.indexOf('净输赢');
      for (const row of table.rows) {
        expect(row[back]).toBe(returns[row[outcome] ?? '']);
        expect(amount(row[net] ?? '').eq(amount(row[back] ?? '').minus(100))).toBe(true);
      }
    }
  });
});

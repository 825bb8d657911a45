/** Menu groups of the help area, in display order. */
export const HELP_GROUPS = ['guide', 'money', 'sport', 'games', 'about'] as const;
export type HelpGroup = (typeof HELP_GROUPS)[number];

/** Where a topic's document lives in the i18n catalogues. */
export interface HelpTopicSource {
  readonly ns: 'help' | 'legal';
  readonly key: string;
}

export interface HelpTopic {
  /** The route segment under /app/help (spec 2.3). */
  readonly key: string;
  readonly group: HelpGroup;
  readonly source: HelpTopicSource;
}

const own = (key: string, group: HelpGroup): HelpTopic => ({
  key,
  group,
  source: { ns: 'help', key: `topics.${key}` },
});

/**
 * The 23 children of spec 2.3, in menu order. Readings of the pinyin abbreviations that are not
 * self-evident:
 * - tysstqth: 体育赛事提前兑现 / 提前结算 (cash out); the last two letters are ambiguous, cash out is
 *   the help topic sportsbooks carry under this name.
 * - fjcjc: 防劫持教程 (fang jie chi jiao cheng): protecting against DNS/link hijacking and fake sites,
 *   extended with anti-fraud advice, the nearest useful meaning next to 推荐浏览器.
 * gztk and ysgz show the same documents as the auth dialog's terms and privacy viewer (src/legal).
 */
export const HELP_TOPICS: readonly HelpTopic[] = [
  own('kh', 'guide'),
  own('tjllq', 'guide'),
  own('fjcjc', 'guide'),
  own('qtwt', 'guide'),
  own('ck', 'money'),
  own('qk', 'money'),
  own('zz', 'money'),
  own('xnbcqkjc', 'money'),
  own('yhgz', 'money'),
  own('tytzjc', 'sport'),
  own('rqgl', 'sport'),
  own('dxqgl', 'sport'),
  own('tysstqth', 'sport'),
  own('tywt', 'sport'),
  own('zrwt', 'games'),
  own('cpwt', 'games'),
  own('dzjj', 'games'),
  own('bczr', 'about'),
  own('gywm', 'about'),
  own('hzhb', 'about'),
  { key: 'gztk', group: 'about', source: { ns: 'legal', key: 'documents.terms' } },
  { key: 'ysgz', group: 'about', source: { ns: 'legal', key: 'documents.privacy' } },
  own('zxkf', 'about'),
];

/** The deposit tutorial; spec 2.4 item 5: it gives not-found when the site disables deposit. */
export const DEPOSIT_TOPIC_KEY = 'ck';

export interface HelpTopicOptions {
  /** The site setting `siteBaseConfig.depositEnabled`. */
  readonly depositEnabled: boolean;
}

export function visibleHelpTopics({ depositEnabled }: HelpTopicOptions): readonly HelpTopic[] {
  return depositEnabled ? HELP_TOPICS : HELP_TOPICS.filter((topic) => topic.key !== DEPOSIT_TOPIC_KEY);
}

export const DEFAULT_HELP_TOPIC_KEY = 'kh';

import type { GameCategory, TitleKey } from '@src/app/guards/routeMeta';

export interface GameCategoryPageMeta {
  category: GameCategory;
  path: string;
  titleKey: TitleKey;
}

/** The game category pages (spec 1 codes), in the order of the main navigation. */
export const GAME_CATEGORY_PAGES: readonly GameCategoryPageMeta[] = [
  { category: 'TY', path: '/game/sport', titleKey: 'sport' },
  { category: 'DZ', path: '/game/egame', titleKey: 'egame' },
  { category: 'ZR', path: '/game/realbet', titleKey: 'live' },
  { category: 'CP', path: '/game/lottery', titleKey: 'lottery' },
  { category: 'QP', path: '/game/chess', titleKey: 'chess' },
  { category: 'DJ', path: '/game/gaming', titleKey: 'esports' },
  { category: 'BY', path: '/game/fishing', titleKey: 'fishing' },
];

/**
 * Public face of casino/: the game category pages, the game frame and the launch page (spec 2.1), and the
 * venue helpers. The shell registers the casino's routes from `casino/routes.tsx`, which loads none of this.
 */
export { GameCategoryPage, ElectronicGamesPage } from './GameCategoryPage';
export { SportCategoryPage } from './SportCategoryPage';
export { GameFramePage } from './GameFramePage';
export { LaunchLoadingPage } from './LaunchLoadingPage';
export { frameableGameUrl } from './frameableGameUrl';
export { GAME_CATEGORY_PAGES, type GameCategoryPageMeta } from './gameCategories';
export { casinoRoutes, type CasinoRoutes } from './routes';

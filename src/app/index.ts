export { App } from './App';
export {
  createAppServices,
  type AppServices,
  type AppServicesOptions,
  type AppRouter,
  type BrowserEnvironment,
} from './AppServices';
export { useServices, type UiServices } from './ServicesContext';
export { MAIN_NAV, MEMBER_NAV, type NavEntry, type NavKey } from './navigation';
export { usePageMeta } from './layout/usePageMeta';
export type { RouteMeta, GameCategory, TitleKey } from './guards/routeMeta';
export { selectSiteConfig, selectEdition, type SiteState } from './site/siteSlice';
export { sportPageChanged, selectSportPage } from './shell/shellSlice';
export { PageFrame } from './pages/PageFrame';

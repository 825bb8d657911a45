export { App } from './App';
export { createAppServices, type AppServices, type AppServicesOptions, type AppRouter } from './AppServices';
export { useServices, type UiServices } from './ServicesContext';
export { MAIN_NAV, MEMBER_NAV, type NavEntry, type NavKey } from './navigation';

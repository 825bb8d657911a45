import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './configureAppStore';
import type { RootState } from './rootReducer';

export type { AppDispatch, AppStore } from './configureAppStore';
export type { RootState } from './rootReducer';

/**
 * The typed hooks every component uses. Features import this module, never the store's barrel
 * (`@src/store`): it imports no feature, so no import cycle can form through the store.
 */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();

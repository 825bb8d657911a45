import { createContext, useContext } from 'react';
import type { ApiClient } from '@src/api';
import type { AppStorage } from '@src/session';

/** What components reach outside the store for: the API client, storage and the page address. */
export interface UiServices {
  api: ApiClient;
  storage: AppStorage;
  pageUrl: () => URL;
  /** Said once a page is drawn (the site layout, a standalone page, an error page): see FirstPage. */
  firstPageShown?: () => void;
}

export const ServicesContext = createContext<UiServices | null>(null);

export function useServices(): UiServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <ServicesContext> (mounted by <App>)');
  return services;
}

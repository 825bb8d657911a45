import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PreInfo, SiteBaseConfig } from '@src/contract';
import { effectiveEdition, type Edition, type EditionRootState } from '@src/theme';

export interface SiteState {
  /** siteBaseConfig of configuration/preInfo (spec 3); null until it answers. */
  config: SiteBaseConfig | null;
  ip: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const initialSiteState: SiteState = { config: null, ip: null, status: 'idle' };

export const siteSlice = createSlice({
  name: 'site',
  initialState: initialSiteState,
  reducers: {
    siteConfigRequested: (state) => {
      state.status = 'loading';
    },
    siteConfigLoaded: (state, action: PayloadAction<PreInfo>) => {
      state.config = action.payload.siteBaseConfig;
      state.ip = action.payload.ip;
      state.status = 'ready';
    },
    siteConfigFailed: (state) => {
      state.status = 'failed';
    },
  },
});

export const { siteConfigRequested, siteConfigLoaded, siteConfigFailed } = siteSlice.actions;

export interface SiteRootState {
  site: SiteState;
}

export const selectSiteConfig = (root: SiteRootState): SiteBaseConfig | null => root.site.config;

/** null until the site configuration is known. */
export const selectEditionSwitch = (root: SiteRootState): boolean | null =>
  root.site.config ? root.site.config.editionSwitch : null;

/** spec 4: the member's edition unless the site forces classic. */
export const selectEdition = (root: SiteRootState & EditionRootState): Edition =>
  effectiveEdition(root.edition.chosen, selectEditionSwitch(root));

import { siteApi } from './site';
import { userApi } from './user';
import { walletApi } from './wallet';
import { chatApi } from './chat';
import { captchaApi } from './captcha';
import { accountApi } from './account';
import { letterApi } from './letter';
import { betApi } from './bet';
import { feedbackApi } from './feedback';
import { cashOutApi } from './cashOut';
import { depositApi } from './deposit';

/** Every call of the HTTP contract, by name. Client and reference backend both read this. */
export const api = {
  ...siteApi,
  ...userApi,
  ...walletApi,
  ...chatApi,
  ...captchaApi,
  ...accountApi,
  ...letterApi,
  ...betApi,
  ...feedbackApi,
  ...cashOutApi,
  ...depositApi,
};
export type Api = typeof api;
export type ApiName = keyof Api;

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
import { dealRecordApi } from './dealRecord';
import { depositApi } from './deposit';
import { withdrawApi } from './withdraw';
import { cardsApi } from './cards';
import { withdrawalPasswordApi } from './withdrawalPassword';
import { venueApi } from './venue';

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
  ...dealRecordApi,
  ...depositApi,
  ...withdrawApi,
  ...withdrawalPasswordApi,
  ...cardsApi,
  ...venueApi,
};
export type Api = typeof api;
export type ApiName = keyof Api;

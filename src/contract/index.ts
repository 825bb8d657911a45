export * from './codes';
export * from './envelope';
export * from './endpoint';
export * from './headers';
export * from './money';
export * from './rules';
export * from './site';
export * from './user';
export * from './wallet';
export * from './feed';
export * from './chat';
export * from './captcha';
export * from './account';
export * from './letter';
export * from './bet';
export * from './systemBets';
export * from './feedback';

export { api, type Api, type ApiName } from './api';

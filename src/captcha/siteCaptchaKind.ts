import type { ApiClient } from '@src/api';
import { SITE_CONTENT_TTL_MS } from '@src/app/useCachedData';
import type { CaptchaKind } from './captchaResult';

/** The kind the site shows (spec 3: preInfo.siteBaseConfig.kaptchcate); the slider when it cannot be known (spec 4). */
export async function siteCaptchaKind(api: ApiClient): Promise<CaptchaKind> {
  try {
    const preInfo = await api.cached('preInfo', {}, { ttlMs: SITE_CONTENT_TTL_MS });
    return preInfo.siteBaseConfig.kaptchcate;
  } catch {
    return 0;
  }
}

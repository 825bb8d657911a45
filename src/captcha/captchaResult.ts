import type { CaptchaPurposeValue } from '@src/contract';

/** The kind a site shows (preInfo.siteBaseConfig.kaptchcate): 0 slider, 1 picture. */
export type CaptchaKind = 0 | 1;

/**
 * What a guarded call carries (spec 3): kaptchcate, codeId and code. Slider: codeId = lot_number, code =
 * pass_token. Picture: codeId = x-code, code = the typed text. Send-code calls put `code` in `imageCode`.
 */
export interface CaptchaResult {
  kaptchcate: CaptchaKind;
  codeId: string;
  code: string;
}

/** Opens the site's captcha for a purpose; null when the member closed it without solving it. */
export type RunCaptcha = (purpose: CaptchaPurposeValue) => Promise<CaptchaResult | null>;

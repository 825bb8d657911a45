import { isApiCallError } from '@src/api';
import { Code } from '@src/contract';

/**
 * spec 8.2: captcha failures carry a number in front of the message, so support can tell where a captcha
 * failed: 6 the slider provider (loading or showing a puzzle), 1 fetching the picture, 2 the check (the slider
 * check, or a guarded call refusing the captcha it carried). Shown as "2-验证未通过，请重试".
 */
export const CaptchaErrorPrefix = { provider: 6, pictureFetch: 1, check: 2 } as const;
export type CaptchaErrorStage = keyof typeof CaptchaErrorPrefix;

export function prefixedCaptchaError(stage: CaptchaErrorStage, message: string): string {
  return `${CaptchaErrorPrefix[stage]}-${message}`;
}

/** 6036 (wrong, failed, missing) and 6038 (expired): the server refused a captcha. */
export function isCaptchaRefusal(error: unknown): boolean {
  return isApiCallError(error, Code.AuthCodeError) || isApiCallError(error, Code.AuthCodeExpired);
}

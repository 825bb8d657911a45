import { z } from 'zod';
import { endpoint } from './endpoint';

const SITE = '/site/api/v1';

/**
 * Captchas (spec 3, 4, 7.5). The site's `kaptchcate` (preInfo) says which kind the client shows; the server
 * accepts only that kind (plus 99 where spec 4 allows it).
 *
 * Slider (kaptchcate 0), reference backend's own puzzle:
 * 1. `sliderLoad` {purpose} -> a challenge: background and piece images (PNG data URLs), the piece's top `y`.
 * 2. The member drags the piece from x = 0; the client records the pointer track.
 * 3. `validateGeeCheck` {lot_number, captcha_output: encodeSliderOutput({x, track}), pass_token: '',
 *    gen_time (as loaded), validate_way: 0} -> {pass_token}. One attempt per challenge: a failure burns it.
 * 4. The guarded call carries kaptchcate 0, codeId = lot_number, code = pass_token (single-use, 2 minutes,
 *    valid only for the purpose it was loaded for).
 *
 * Picture (kaptchcate 1): `pictureCaptcha` (spec: register/defaultKaptcha, no payload) -> {image, 'x-code'};
 * the guarded call carries kaptchcate 1, codeId = x-code, code = the typed text (case-insensitive,
 * single-use even when wrong, 2 minutes).
 *
 * Send-code calls carry the same pair as codeId and imageCode.
 *
 * Failures: 6036 with CaptchaMessage.wrong / .failed / .kindMismatch / .required, 6038 CaptchaMessage.expired,
 * 6011 when challenges are fetched too often. Spec 8.2's prefixes are the client's: it prefixes a slider
 * failure message with 6, a picture fetch failure with 1 and a check failure with 2.
 */

/** What a captcha is for; a slider pass token only opens calls of its own purpose (spec 4: register 1, login 4). */
export const CaptchaPurpose = {
  register: 1,
  /** sendCode/two type 2 (forgot password). */
  resetPasswordCode: 2,
  /** sendCode/two type 3 (new-device login). */
  newDeviceCode: 3,
  login: 4,
  /** sendCode/two type 4 (binding a phone). */
  bindPhoneCode: 5,
  /** sendCode/two type 5 (binding an e-mail). */
  bindEmailCode: 6,
} as const;
export type CaptchaPurposeValue = (typeof CaptchaPurpose)[keyof typeof CaptchaPurpose];

export const captchaPurposeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);

/** kaptchcate values (spec 3): 0 slider, 1 picture, 99 a step already verified (auto-login, new device). */
export const Kaptchcate = { slider: 0, picture: 1, verified: 99 } as const;

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const SLIDER_TOLERANCE_PX = 6;
/** A drag track needs at least this many points and this long from first to last point. */
export const SLIDER_MIN_TRACK_POINTS = 5;
export const SLIDER_MIN_DRAG_MS = 300;
/** Less than this between loading and checking is not a person. */
export const SLIDER_MIN_SOLVE_MS = 500;
/** spec 5: picture captcha code at most 10 characters. */
export const PICTURE_CODE_MAX = 10;

export const CaptchaMessage = {
  required: '请先完成安全验证',
  wrong: '验证码错误',
  expired: '验证码已过期',
  failed: '验证未通过，请重试',
  kindMismatch: '验证方式不正确，请刷新页面后重试',
  pictureCodeRequired: '请输入图形验证码',
} as const;

export const sliderLoadRequestSchema = z.object({ purpose: captchaPurposeSchema });

export const sliderChallengeSchema = z.object({
  lot_number: z.string(),
  /** Echo it in validateGeeCheck. */
  gen_time: z.string(),
  /** data:image/png;base64 background with the notch. */
  bg: z.string(),
  /** data:image/png;base64 piece (transparent outside the shape), drawn at (x, y) while dragging. */
  piece: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceWidth: z.number().int(),
  pieceHeight: z.number().int(),
  /** Top of the piece in background pixels. */
  y: z.number().int(),
  /** Epoch milliseconds. */
  expiresAt: z.number().int(),
});
export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

/** One pointer sample of the drag: [x, y, ms since the drag started], x and y relative to where it started. */
export const trackPointSchema = z.tuple([
  z.number().finite(),
  z.number().finite(),
  z.number().finite().min(0),
]);

/** What captcha_output carries, JSON-encoded: the piece's final left edge and the drag track. */
export const sliderOutputSchema = z.object({
  x: z.number().finite().min(0).max(2000),
  track: z.array(trackPointSchema).min(1).max(600),
});
export type SliderOutput = z.infer<typeof sliderOutputSchema>;

export function encodeSliderOutput(output: SliderOutput): string {
  return JSON.stringify(output);
}

export const validateGeeCheckRequestSchema = z.object({
  lot_number: z.string().min(1, CaptchaMessage.required).max(100),
  captcha_output: z.string().min(1, CaptchaMessage.required).max(30_000),
  /** GeeTest's name; the reference backend issues the pass token itself, so send ''. */
  pass_token: z.string().max(200).optional().default(''),
  gen_time: z.string().min(1).max(20),
  validate_way: z.literal(0).optional().default(0),
});
export type ValidateGeeCheckRequest = z.input<typeof validateGeeCheckRequestSchema>;

export const validateGeeCheckResponseSchema = z.object({
  result: z.literal('success'),
  lot_number: z.string(),
  /** Send as `code` (with codeId = lot_number) in the guarded call. */
  pass_token: z.string(),
  purpose: captchaPurposeSchema,
  expiresAt: z.number().int(),
});
export type ValidateGeeCheckResponse = z.infer<typeof validateGeeCheckResponseSchema>;

/** spec 7.5: no payload. A purpose may be given to bind the code to it. */
export const pictureCaptchaRequestSchema = z.object({ purpose: captchaPurposeSchema.optional() });

export const pictureCaptchaResponseSchema = z.object({
  /** data:image/svg+xml;base64 */
  image: z.string(),
  'x-code': z.string(),
});
export type PictureCaptcha = z.infer<typeof pictureCaptchaResponseSchema>;

/** The typed picture code, as the captcha dialog validates it (spec 5). */
export const pictureCodeSchema = z
  .string()
  .trim()
  .min(1, CaptchaMessage.pictureCodeRequired)
  .max(PICTURE_CODE_MAX, CaptchaMessage.wrong);

export const captchaApi = {
  /** Our call (the spec's provider is external): a new slider challenge. */
  sliderLoad: endpoint('POST', `${SITE}/captcha/slider/load`, sliderLoadRequestSchema, sliderChallengeSchema),
  validateGeeCheck: endpoint(
    'POST',
    `${SITE}/member/validateGeeCheck`,
    validateGeeCheckRequestSchema,
    validateGeeCheckResponseSchema,
  ),
  pictureCaptcha: endpoint(
    'POST',
    `${SITE}/register/defaultKaptcha`,
    pictureCaptchaRequestSchema,
    pictureCaptchaResponseSchema,
  ),
};

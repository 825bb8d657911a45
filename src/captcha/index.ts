/** Captchas (spec 2.6, 3, 4, 8.2): the slider and the picture, and a runner that shows the site's kind. */
export { CaptchaProvider, useCaptcha, type CaptchaProviderProps } from './CaptchaProvider';
export { SliderCaptcha, type SliderCaptchaProps } from './SliderCaptcha';
export { SliderCaptchaDialog, type SliderCaptchaDialogProps } from './SliderCaptchaDialog';
export { PictureCaptchaDialog, type PictureCaptchaDialogProps } from './PictureCaptchaDialog';
export type { CaptchaKind, CaptchaResult, RunCaptcha } from './captchaResult';
export {
  CaptchaErrorPrefix,
  isCaptchaRefusal,
  prefixedCaptchaError,
  type CaptchaErrorStage,
} from './captchaErrors';
export { siteCaptchaKind } from './siteCaptchaKind';
export {
  DragTrack,
  MAX_TRACK_POINTS,
  clampPieceX,
  keyboardPieceX,
  maxPieceX,
  thinTrack,
} from './sliderTrack';
export type { TrackPoint } from './sliderTrack';
export { registerCaptchaResources, CAPTCHA_NS } from './captchaText';

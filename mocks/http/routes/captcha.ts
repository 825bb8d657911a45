import type { FastifyInstance } from 'fastify';
import { api } from '@src/contract';
import type { CaptchaService } from '../../auth/captcha';
import { defineRoute } from '../defineRoute';

/** spec 7.1, 7.5: the slider (our load call plus validateGeeCheck) and the picture captcha. */
export function registerCaptchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  defineRoute(app, api.sliderLoad, (body, { ip }) => captcha.loadSlider(body.purpose, ip));
  defineRoute(app, api.validateGeeCheck, (body) => captcha.validateSlider(body));
  defineRoute(app, api.pictureCaptcha, (body, { ip }) => captcha.loadPicture(body.purpose, ip));
}

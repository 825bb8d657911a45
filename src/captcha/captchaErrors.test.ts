import { describe, expect, it } from 'vitest';
import { ApiCallError, NetworkError } from '@src/api';
import { isCaptchaRefusal, prefixedCaptchaError } from './captchaErrors';

describe('captcha error messages (spec 8.2)', () => {
  it('carry 6 for the slider provider, 1 for fetching the picture, 2 for the check', () => {
    expect(prefixedCaptchaError('provider', '请勿频繁提交')).toBe('6-请勿频繁提交');
    expect(prefixedCaptchaError('pictureFetch', '网络异常，请检查网络连接')).toBe(
      '1-网络异常，请检查网络连接',
    );
    expect(prefixedCaptchaError('check', '验证未通过，请重试')).toBe('2-验证未通过，请重试');
  });

  it('a refused captcha is 6036 or 6038, nothing else', () => {
    expect(isCaptchaRefusal(new ApiCallError('login', 6036, '验证码错误'))).toBe(true);
    expect(isCaptchaRefusal(new ApiCallError('login', 6038, '验证码已过期'))).toBe(true);
    expect(isCaptchaRefusal(new ApiCallError('login', 6002, '用户名或密码错误'))).toBe(false);
    expect(isCaptchaRefusal(new NetworkError('login'))).toBe(false);
  });
});

import { useCallback } from 'react';
import { CaptchaMessage } from '@src/contract';
import { useCaptchaText, type CaptchaTextKey } from './captchaText';

const KEYS = new Map<string, CaptchaTextKey>([
  [CaptchaMessage.pictureCodeRequired, 'rules.pictureCodeRequired'],
  [CaptchaMessage.wrong, 'rules.wrong'],
]);

/** A contract message (zh-CN) in the member's language; other texts pass through. */
export function useCaptchaRuleMessage(): (message: string) => string {
  const t = useCaptchaText();
  return useCallback(
    (message) => {
      const key = KEYS.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}

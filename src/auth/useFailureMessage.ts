import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixedCaptchaError } from '@src/captcha';
import { describeError } from '@src/i18n';
import type { AuthOutcome } from './authService';

/** What to show for a refused login or register: the server's message; a refused captcha as "2-…" (spec 8.2). */
export function useFailureMessage(): (outcome: Exclude<AuthOutcome, { kind: 'success' }>) => string {
  const { t } = useTranslation();
  return useCallback(
    (outcome) => {
      switch (outcome.kind) {
        case 'captchaRefused':
          return prefixedCaptchaError('check', outcome.message);
        case 'newDevice':
          return outcome.message;
        case 'failed':
          return describeError(outcome.error, t);
      }
    },
    [t],
  );
}

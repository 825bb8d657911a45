import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, type ClipboardEnvironment } from './copyText';
import { toasts } from './toasts';

/** Copy with feedback (spec 2.6): "复制成功" on success, an error toast otherwise. */
export function useCopy(environment?: ClipboardEnvironment): (text: string) => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback(
    async (text: string) => {
      const copied = await copyText(text, environment);
      if (copied) toasts.success(t('copy.success'));
      else toasts.error(t('copy.failed'));
      return copied;
    },
    [environment, t],
  );
}

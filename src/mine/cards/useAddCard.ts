import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiCallError } from '@src/api';
import { Code } from '@src/contract';
import { describeError } from '@src/i18n';
import { toasts } from '@src/ui';
import { useCardsText } from './useCardsText';

/**
 * Sends an add call of a card form: success resets the form, says so and reloads the list; a holder name other
 * than the real name (6007) is said at the holder field when the form has one, anything else as a toast.
 */
export function useAddCard<F extends FieldValues>(form: UseFormReturn<F>, onAdded: () => void) {
  const t = useCardsText();
  const { t: shellT } = useTranslation();
  return useCallback(
    async (call: () => Promise<unknown>): Promise<void> => {
      try {
        await call();
      } catch (error) {
        const holder = 'holderName' as Path<F>;
        // The form checked every field with the contract's schema already: a 6007 now is the server comparing the
        // holder with the bound real name (in zh-TW the message arrives converted, so the code tells it).
        if (isApiCallError(error, Code.InvalidParameter) && holder in form.getValues()) {
          form.setError(holder, { message: error.message }, { shouldFocus: true });
        } else {
          toasts.error(describeError(error, shellT));
        }
        return;
      }
      form.reset();
      toasts.success(t('form.added'));
      onAdded();
    },
    [form, onAdded, shellT, t],
  );
}

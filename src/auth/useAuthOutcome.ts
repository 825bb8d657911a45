import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { describeError } from '@src/i18n';
import { sessionStarted } from '@src/session';
import { useAppDispatch } from '@src/store';
import { authDialogClosed } from './authDialogSlice';
import type { AuthOutcome } from './authService';

/**
 * What the dialog does with a login or register answer (spec 4): success starts the session, closes the
 * dialog and says so; anything else shows the server's message. Returns whether it succeeded.
 */
export function useAuthOutcome(): (outcome: AuthOutcome, successMessage: string) => boolean {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return useCallback(
    (outcome, successMessage) => {
      switch (outcome.kind) {
        case 'success':
          dispatch(sessionStarted({ token: outcome.token, userId: outcome.userId }));
          dispatch(authDialogClosed());
          toast.success(successMessage);
          return true;
        case 'captcha':
        case 'newDevice':
          toast.warning(outcome.message);
          return false;
        case 'failed':
          toast.error(describeError(outcome.error, t));
          return false;
      }
    },
    [dispatch, t],
  );
}

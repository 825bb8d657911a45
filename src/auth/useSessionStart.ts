import { useCallback } from 'react';
import { toast } from 'sonner';
import { sessionStarted } from '@src/session';
import { useAppDispatch } from '@src/store/hooks';
import { authDialogClosed } from './authDialogSlice';

/**
 * spec 4, login success: store the token and user id (the session epic then loads the member, the balance
 * and the unread counts), close the auth dialog and say so.
 */
export function useSessionStart(): (
  session: { token: string; userId: string },
  announcement?: string,
) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (session, announcement) => {
      dispatch(sessionStarted({ token: session.token, userId: session.userId }));
      dispatch(authDialogClosed());
      if (announcement) toast.success(announcement);
    },
    [dispatch],
  );
}

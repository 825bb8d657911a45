import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@src/store/hooks';
import { selectAuthDialog } from './authDialogSlice';
import { useHomeAfterLogout } from './useHomeAfterLogout';

/** The dialog and its forms (validation, captchas, password hashing) load when it first opens. */
const AuthDialog = lazy(() => import('./AuthDialog').then((m) => ({ default: m.AuthDialog })));

/**
 * Where the auth dialog (spec 2.6) lives in the layout: mounted from the first time it opens, so the entry
 * chunk holds none of it. Mount it once, inside the router.
 */
export function AuthDialogHost() {
  useHomeAfterLogout();
  const open = useAppSelector((state) => selectAuthDialog(state).open);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

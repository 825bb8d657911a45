import { createContext, useContext } from 'react';
import type { Dialogs } from './dialogService';

export const DialogsContext = createContext<Dialogs | null>(null);

/** The global dialogs (spec 2.6): `tips` and `loading`, from any component under the app. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs needs <DialogsContext> (mounted by <App>)');
  return dialogs;
}

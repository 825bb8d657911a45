import type { Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';
import {
  dialogClosed,
  loadingDialogOpened,
  tipsDialogOpened,
  type LoadingDialogOptions,
  type TipsDialogOptions,
} from './dialogSlice';

export interface LoadingHandle {
  readonly id: string;
  close(): void;
}

/** The imperative face of the global dialogs (spec 2.6), for hooks, event handlers and services. */
export interface Dialogs {
  /** Opens the tips dialog; resolves true for the sure button, false for cancel, Escape or the close icon. */
  tips(options: TipsDialogOptions): Promise<boolean>;
  /** Opens a loading dialog (auto-closes after 3 s unless `autoCloseMs` says otherwise). */
  loading(options?: LoadingDialogOptions): LoadingHandle;
  close(id: string): void;
}

export interface DialogService {
  dialogs: Dialogs;
  /** Add to the store: it lends the service the store's dispatch and settles answered tips. */
  middleware: Middleware;
}

/**
 * Dialogs live in the store as plain descriptions (slice `dialogs`); the promises of `tips` stay here, keyed
 * by dialog id, and settle when the store sees `dialogClosed` for that id, whoever dispatched it (the dialog,
 * an epic, a timer). Epics can use the actions directly: dispatch `tipsDialogOpened({id, ...})` and wait for
 * `dialogClosed` with the same id.
 */
export function createDialogService(newId: () => string = sequentialIds()): DialogService {
  let dispatch: Dispatch<UnknownAction> | null = null;
  const pending = new Map<string, (confirmed: boolean) => void>();

  const send = (action: UnknownAction): void => {
    if (!dispatch) throw new Error('the dialog service is not attached to a store (add its middleware)');
    dispatch(action);
  };

  const middleware: Middleware = (api) => {
    dispatch = api.dispatch;
    return (next) => (action) => {
      const result = next(action);
      if (dialogClosed.match(action)) {
        const settle = pending.get(action.payload.id);
        pending.delete(action.payload.id);
        settle?.(action.payload.confirmed);
      }
      return result;
    };
  };

  const dialogs: Dialogs = {
    tips(options) {
      const id = newId();
      const answer = new Promise<boolean>((resolve) => pending.set(id, resolve));
      send(tipsDialogOpened({ id, ...options }));
      return answer;
    },
    loading(options = {}) {
      const id = newId();
      send(loadingDialogOpened({ id, ...options }));
      return { id, close: () => send(dialogClosed({ id, confirmed: false })) };
    },
    close(id) {
      send(dialogClosed({ id, confirmed: false }));
    },
  };
  return { dialogs, middleware };
}

function sequentialIds(): () => string {
  let next = 0;
  return () => `dialog-${++next}`;
}

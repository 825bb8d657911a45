/**
 * spec 2.6 bottom toasts: success, error, warning, info. Feature code calls these rather than sonner, so
 * the toast library stays one import away from being swapped; it loads with the first toast (or with the
 * toaster, after the shell's first paint), not in the entry chunk. The messages are already translated.
 */
const sonner = () => import('sonner');

function show(kind: 'success' | 'error' | 'warning' | 'info', message: string): void {
  // A toast the library could not be fetched for has nowhere to show: nothing else to do.
  sonner().then(
    ({ toast }) => void toast[kind](message),
    () => undefined,
  );
}

export const toasts = {
  success: (message: string): void => show('success', message),
  error: (message: string): void => show('error', message),
  warning: (message: string): void => show('warning', message),
  info: (message: string): void => show('info', message),
};

export type ToastKind = keyof typeof toasts;

import { toast } from 'sonner';

/**
 * spec 2.6 bottom toasts: success, error, warning, info. Feature code calls these rather than sonner, so
 * the toast library stays one import away from being swapped. The messages are already translated.
 */
export const toasts = {
  success: (message: string): void => void toast.success(message),
  error: (message: string): void => void toast.error(message),
  warning: (message: string): void => void toast.warning(message),
  info: (message: string): void => void toast.info(message),
};

export type ToastKind = keyof typeof toasts;

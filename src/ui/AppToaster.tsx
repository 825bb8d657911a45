import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
// sonner's stylesheet as a file: the build keeps sonner from inserting it inline (cspSafeDependencies.ts, for the CSP).
import 'sonner/dist/styles.css';

/** spec 2.6: toasts at the bottom (sonner, bottom-center), in the edition's colours. */
export function AppToaster() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
      theme={theme.edition === 'professional' ? 'dark' : 'light'}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

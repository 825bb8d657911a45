import { useTheme } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * sonner loads once the first page has painted: toasts raised before it arrives are shown when it mounts (sonner
 * hands a late Toaster the toasts still open). Its stylesheet comes with
 * it as a file: the build keeps sonner from inserting it inline (scripts/vite/cspSafeDependencies.ts, for the CSP).
 */
const Toaster = lazy(() =>
  Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([m]) => ({ default: m.Toaster })),
);

/** spec 2.6: toasts at the bottom (sonner, bottom-center), in the edition's colours. */
export function AppToaster() {
  const theme = useTheme();
  const { t } = useTranslation();
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        richColors
        closeButton
        containerAriaLabel={t('toast.region')}
        theme={theme.edition === 'professional' ? 'dark' : 'light'}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
    </Suspense>
  );
}

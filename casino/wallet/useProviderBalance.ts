import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { describeError } from '@src/i18n';

export type ProviderBalance =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; balance: string; sliceVersion: number | null }
  | { status: 'failed'; message: string };

/**
 * One venue's balance as its provider tells it (spec 7.4 venue/balance), asked when `wanted` first becomes true and
 * again on `refresh`. The answer belongs to the balance slice version it arrived under (`sliceVersion`): once the
 * slice refreshes (after a transfer or a recycle), the slice's newer figure is shown instead.
 */
export function useProviderBalance(enName: string, wanted: boolean, sliceVersion: number | null) {
  const { api } = useServices();
  const { t } = useTranslation();
  const [state, setState] = useState<ProviderBalance>({ status: 'idle' });
  const version = useRef(sliceVersion);
  const mounted = useRef(false);
  useEffect(() => {
    version.current = sliceVersion;
  }, [sliceVersion]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(() => {
    setState({ status: 'loading' });
    api.data('venueBalance', { channelCode: enName }).then(
      ({ balance }) => {
        if (mounted.current) setState({ status: 'ok', balance, sliceVersion: version.current });
      },
      (error: unknown) => {
        if (mounted.current) setState({ status: 'failed', message: describeError(error, t) });
      },
    );
  }, [api, enName, t]);

  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    refresh();
  }, [wanted, refresh]);

  /** The provider's figure while it is newer than the slice's, else null (show the slice's). */
  const current = state.status === 'ok' && state.sliceVersion === sliceVersion ? state.balance : null;
  return { state, current, refresh };
}

import { useEffect, useState } from 'react';
import { useServices } from '@src/app/ServicesContext';
import { Fact } from './OrderFacts';
import { useDepositText } from './useDepositText';

type SignalCodeState = { status: 'loading' | 'failed'; code: null } | { status: 'ready'; code: string };

/**
 * The remark the payer writes with the transfer (createSignalCode, made once per order: asking again answers
 * the same code), made when the screen opens on an order that has none yet.
 */
export function SignalCode({ orderNo, known }: { orderNo: string; known: string | null }) {
  const t = useDepositText();
  const { api } = useServices();
  const [state, setState] = useState<SignalCodeState>(
    known ? { status: 'ready', code: known } : { status: 'loading', code: null },
  );
  useEffect(() => {
    if (known) return undefined;
    let current = true;
    api.data('createSignalCode', { orderNo }).then(
      ({ signalCode }) => current && setState({ status: 'ready', code: signalCode }),
      () => current && setState({ status: 'failed', code: null }),
    );
    return () => {
      current = false;
    };
  }, [api, orderNo, known]);
  if (state.status !== 'ready') {
    return (
      <Fact
        label={t('wait.signalCode')}
        value={state.status === 'loading' ? t('wait.signalCodeLoading') : t('wait.signalCodeFailed')}
      />
    );
  }
  return <Fact label={t('wait.signalCode')} value={state.code} emphasis copy />;
}

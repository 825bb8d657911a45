import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { describeError } from '@src/i18n';
import { toasts } from '@src/ui';
import { ToggleSwitch } from './ToggleSwitch';
import { useWalletText } from './useWalletText';

type Status = { known: false; failed: boolean } | { known: true; on: boolean };

/**
 * 免转 (spec 7.4 status/setAutoTransferStatus): when on, opening a game moves the whole centre balance into that
 * venue, and the next launch elsewhere or a recycle brings it back. Read from the server on open; a change the
 * server refused leaves the switch where it was.
 */
export function AutoTransferSwitch() {
  const t = useWalletText();
  const { t: shellT } = useTranslation();
  const { api } = useServices();
  const [status, setStatus] = useState<Status>({ known: false, failed: false });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    api.data('autoTransferStatus', {}).then(
      ({ status: answer }) => {
        if (current) setStatus({ known: true, on: answer === 1 });
      },
      () => {
        if (current) setStatus({ known: false, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api]);

  const change = (on: boolean) => {
    setSaving(true);
    api.data('setAutoTransferStatus', { status: on ? 1 : 0 }).then(
      ({ status: answer }) => {
        setSaving(false);
        setStatus({ known: true, on: answer === 1 });
        toasts.success(t(answer === 1 ? 'autoTransfer.on' : 'autoTransfer.off'));
      },
      (error: unknown) => {
        setSaving(false);
        toasts.error(describeError(error, shellT));
      },
    );
  };

  return (
    <ToggleSwitch
      label={t('autoTransfer.label')}
      checked={status.known && status.on}
      disabled={!status.known || saving}
      onChange={change}
      explanation={
        !status.known && status.failed
          ? `${t('autoTransfer.explain')} ${t('autoTransfer.loadFailed')}`
          : t('autoTransfer.explain')
      }
    />
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@src/i18n';
import { toasts, useDialogs } from '@src/ui';
import { useServices } from '../ServicesContext';
import { SITE_CONTENT_TTL_MS } from '../useCachedData';

export interface CustomerServiceWindow {
  open(url: string, target: string, features: string): unknown;
}

/**
 * spec 2.6 customer service action: the safety dialog (deposit channels are only the official site, app or
 * customer service; offline top-up agents are not recognised), then configuration/onlinecustomservice's
 * url in a new tab. The url is asked for while the dialog shows, so the tab opens straight from the click.
 */
export function useCustomerService(win: CustomerServiceWindow = window): () => Promise<void> {
  const { t } = useTranslation();
  const { api, pageUrl } = useServices();
  const dialogs = useDialogs();
  return useCallback(async () => {
    const url = api.cached('onlineCustomService', {}, { ttlMs: SITE_CONTENT_TTL_MS }).then(
      (answer) => ({ ok: true as const, url: answer.url }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const confirmed = await dialogs.tips({
      title: t('service.safetyTitle'),
      message: t('service.safetyMessage'),
      sureText: t('service.continue'),
      showCancel: true,
    });
    if (!confirmed) return;
    const answer = await url;
    if (!answer.ok) {
      toasts.error(describeError(answer.error, t) || t('service.failed'));
      return;
    }
    // A relative url (the reference backend points at its help page) is resolved against the site.
    win.open(new URL(answer.url, pageUrl()).href, '_blank', 'noopener,noreferrer');
  }, [api, dialogs, pageUrl, t, win]);
}

import { useEffect } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiCallError, LoginExpiredError } from '@src/api';
import { useServices } from '@src/app/ServicesContext';
import { Code } from '@src/contract';
import { LOCAL_SPORT_VENUE } from '@src/contract/venue';
import { useAppSelector } from '@src/store/hooks';
import { toasts, useDialogs } from '@src/ui';
import { useLaunchText } from './useLaunchText';

const SPORT_PAGE = '/game/sport/:enName';

export interface SportSessionOutletProps {
  /** Reloads the sport page (the browser's reload; tests pass their own). */
  reload?: () => void;
}

/**
 * Around the local sport page (spec 2.4 item 6, 8.2): entering /game/sport/crty as a member opens the sport
 * provider's session (`resource`, method `session`); a UID verification error (6302) shows the dialog "数据异常，
 * 请重新进入游戏", which cannot be closed, and whose one action reloads the sport page.
 */
export function SportSessionOutlet({ reload = () => window.location.reload() }: SportSessionOutletProps) {
  const { api } = useServices();
  const dialogs = useDialogs();
  const { i18n } = useTranslation();
  const t = useLaunchText();
  const token = useAppSelector((root) => root.session.token);
  const enName = matchPath(SPORT_PAGE, useLocation().pathname)?.params.enName?.toUpperCase() ?? null;
  const localSport = enName === LOCAL_SPORT_VENUE;
  const langx = i18n.language === 'zh-TW' ? 'zh-tw' : 'zh-cn';

  useEffect(() => {
    if (!localSport || token === null) return;
    const controller = new AbortController();
    const request = { timestamp: Date.now(), token, langx, remoteip: '' } as const;
    api
      .data(
        'resource',
        { method: 'session', enName: LOCAL_SPORT_VENUE, Request: request },
        { signal: controller.signal },
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted || error instanceof LoginExpiredError) return;
        if (isApiCallError(error, Code.UidVerificationError)) {
          void dialogs
            .tips({
              title: t('sportSession.title'),
              message: t('sportSession.message'),
              sureText: t('sportSession.reenter'),
              closable: false,
            })
            .then(reload);
          return;
        }
        toasts.error(error instanceof Error ? error.message : String(error));
      });
    return () => controller.abort();
    // The session is opened once per entry (and language): not again when the dialog's texts or reload change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [localSport, token, langx, api]);

  return <Outlet />;
}

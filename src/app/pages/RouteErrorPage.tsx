import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@src/ui';
import { useFirstPageShown } from '../layout/FirstPageShown';
import { PageFrame } from './PageFrame';

/** A failed route (say, a chunk that did not load after a deploy): offer a reload instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useFirstPageShown();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageFrame eyebrow="404" title={t('page.notFoundTitle')}>
        <p>{t('page.notFoundBody')}</p>
        <ButtonLink to="/" variant="secondary">
          {t('page.backHome')}
        </ButtonLink>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('page.errorTitle')}>
      <p>{t('page.errorBody')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('page.reload')}
      </Button>
    </PageFrame>
  );
}

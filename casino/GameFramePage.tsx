import styled from '@emotion/styled';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@src/app/layout/usePageMeta';
import { PageFrame } from '@src/app/pages/PageFrame';
import { ButtonLink } from '@src/ui';
import { frameableGameUrl } from './frameableGameUrl';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100vh;
  border: 0;
  background: #000000;
`;

/**
 * spec 2.1 slot game frame (/pg/game full screen, /dz/game in the site layout): the game address arrives as
 * `?url=`, from a venue launch (casino issue). Without one it says what is missing.
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { titleKey = 'slotFrame' } = usePageMeta();
  const name = t(`titles.${titleKey}`);
  const url = frameableGameUrl(search.get('url'));
  if (url) return <Frame title={name} src={url} allow="autoplay; fullscreen" />;
  return (
    <PageFrame eyebrow={t('page.comingSoonTitle')} title={name}>
      <p>{t('page.comingSoonGame', { name })}</p>
      <ButtonLink to="/game/egame" variant="secondary">
        {t('titles.egame')}
      </ButtonLink>
    </PageFrame>
  );
}

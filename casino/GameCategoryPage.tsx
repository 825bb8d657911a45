import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@src/app/layout/usePageMeta';
import { VisuallyHidden } from '@src/ui';
import { CategoryTabs } from './CategoryTabs';
import { useLaunchGame } from './launch/useLaunchGame';
import { CasinoLobby } from './lobby/CasinoLobby';

/**
 * A game category page (ZR, CP, QP, DJ, and DZ / BY): its category comes from the route meta (spec 2.1), its
 * lobby lists the category's venues and games, and a game opens through the launch rules (useLaunchGame).
 */
export function GameCategoryPage() {
  const { t } = useTranslation();
  const { titleKey = 'live', category = 'ZR' } = usePageMeta();
  const title = t(`titles.${titleKey}`);
  const launch = useLaunchGame();
  return (
    <>
      <CategoryTabs label={t('page.categoryNav')} />
      <VisuallyHidden asChild>
        <h1>{title}</h1>
      </VisuallyHidden>
      {/* key: another category is another lobby (its own venue, tab and search). */}
      <CasinoLobby key={category} category={category} title={title} launch={launch} />
    </>
  );
}

/** Slot games and fishing: one screen, two types (spec 2.1), told apart by the route meta's category. */
export function ElectronicGamesPage() {
  return <GameCategoryPage />;
}

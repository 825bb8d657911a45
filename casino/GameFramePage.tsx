import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@src/app/layout/usePageMeta';
import { frameableGameUrl } from './frameableGameUrl';
import { GameFrame } from './launch/GameFrame';
import { GameMissing } from './launch/GameMissing';
import { useReturnToLobby } from './launch/useReturnToLobby';

/** Slot games come back to the slot games' lobby unless the launch said where it came from. */
const SLOT_LOBBY = '/game/egame';

/**
 * spec 2.1 slot game frame (/pg/game full screen, /dz/game in the site layout): the game's address arrives as
 * `?url=` (and its name as `?name=`) from a venue launch; 返回 or the game's own close goes back to the lobby.
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { titleKey = 'slotFrame' } = usePageMeta();
  const leave = useReturnToLobby(SLOT_LOBBY);
  const url = frameableGameUrl(search.get('url'));
  if (url)
    return <GameFrame name={search.get('name') || t(`titles.${titleKey}`)} url={url} onClose={leave} />;
  return <GameMissing lobby={SLOT_LOBBY} lobbyName={t('titles.egame')} />;
}

import styled from '@emotion/styled';
import { ButtonLink } from '@src/ui';
import { useLaunchText } from './useLaunchText';

/** A game page's body when it shows no game (yet): centred, under the site's header. */
export const GamePageHolder = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/** A game page whose address names no game it can show: says so, with the way back to a lobby. */
export function GameMissing({ lobby, lobbyName }: { lobby: string; lobbyName: string }) {
  const t = useLaunchText();
  return (
    <GamePageHolder>
      <p role="alert">{t('frame.missing')}</p>
      <ButtonLink to={lobby} variant="secondary">
        {lobbyName}
      </ButtonLink>
    </GamePageHolder>
  );
}

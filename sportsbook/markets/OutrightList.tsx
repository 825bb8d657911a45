import styled from '@emotion/styled';
import { memo } from 'react';
import { shallowEqual } from 'react-redux';
import type { ListChannel } from '@src/contract';
import { useAppSelector } from '@src/store/hooks';
import { selectMarketOdds, selectMatchById } from '@streams';
import { selectLeagueGroups } from '../filters/leagueGroups';
import { OddsCell } from '../list/OddsCell';
import { useSportText } from '../sportText';

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  border: 1px solid var(--sp-border);
  border-radius: 4px;
  .sp-outright {
    padding: 8px;
    border-bottom: 1px solid var(--sp-border);
  }
  .sp-outright h4 {
    margin: 0 0 6px;
    font-size: 13px;
  }
  .sp-outright-grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: 4px;
  }
  .sp-outright-grid .sp-odds {
    height: 30px;
  }
  .sp-outright-grid .sp-odds-label {
    color: inherit;
    font-size: 13px;
  }
`;

const Outright = memo(function Outright({ gameId }: { gameId: string }) {
  const match = useAppSelector((state) => selectMatchById(state, gameId));
  const participants = useAppSelector(
    (state) => selectMarketOdds(state, gameId, 'FS').map((odds) => `${odds.oddsId}\u0000${odds.side}`),
    shallowEqual,
  );
  return (
    <div className="sp-outright">
      <h4>{match?.team_h}</h4>
      <div className="sp-outright-grid">
        {participants.map((entry) => {
          const [oddsId, side] = entry.split('\u0000');
          return <OddsCell key={oddsId} oddsId={oddsId} label={side} />;
        })}
      </div>
    </div>
  );
});

/**
 * Outrights (FSFT/FSFU, game type FS): per league, its participants with their prices. `id`: the sport page's
 * skip link leads here.
 */
export function OutrightList({ channel, id }: { channel: ListChannel; id?: string }) {
  const t = useSportText();
  const groups = useAppSelector((state) => selectLeagueGroups(state, channel));
  if (groups.length === 0) {
    return (
      <p id={id} tabIndex={-1}>
        {t('outright.empty')}
      </p>
    );
  }
  return (
    <Scroll id={id} tabIndex={-1} role="region" aria-label={t('page.matchList')}>
      {groups.map(({ league, gameIds }) => (
        <section key={league.league_id} aria-label={league.name}>
          <div className="sp-league sp-league-plain">
            <span className="sp-league-name">{league.name}</span>
          </div>
          {gameIds.map((gameId) => (
            <Outright key={gameId} gameId={gameId} />
          ))}
        </section>
      ))}
    </Scroll>
  );
}

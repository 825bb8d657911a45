import styled from '@emotion/styled';
import { matchChannel } from '@src/contract';
import { useAppSelector } from '@src/store/hooks';
import { Dialog } from '@src/ui';
import { selectChannelStatus, selectLiveById, selectMatchById, selectMatchOdds } from '@streams';
import { useFeedChannel } from '../hooks/useFeedChannel';
import { LiveClock } from '../live/LiveClock';
import { ScoreColumns } from '../live/ScoreColumns';
import { OddsCell } from '../list/OddsCell';
import { FeedStatusBanner } from '../page/FeedStatusBanner';
import { SportSurface } from '../sportStyles';
import { useSportText } from '../sportText';
import { awayLine, formatLine } from './lineFormat';
import { marketLayout, type MarketLayout } from './marketLayout';

const Body = styled(SportSurface)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  .sp-detail-head {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px 12px;
    border-radius: 4px;
    background: var(--sp-league-bg);
  }
  .sp-detail-teams {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 12px;
    flex: 1;
    font-size: 14px;
    font-weight: 600;
  }
  .sp-detail-clock {
    display: flex;
    flex-direction: column;
    color: var(--sp-live);
    font-weight: 600;
    min-width: 64px;
  }
  section h3 {
    margin: 0 0 6px;
    font-size: 13px;
    padding: 4px 8px;
    border-left: 3px solid var(--sp-selected);
  }
  .sp-grid {
    display: grid;
    gap: 4px;
  }
  .sp-grid-3 {
    grid-template-columns: repeat(3, 1fr);
  }
  .sp-grid-2 {
    grid-template-columns: repeat(2, 1fr);
  }
  .sp-grid .sp-odds {
    height: 32px;
  }
`;

const sameLayout = (a: MarketLayout, b: MarketLayout): boolean => a.key === b.key;

function Markets({ gameId }: { gameId: string }) {
  const t = useSportText();
  const layout = useAppSelector((state) => marketLayout(selectMatchOdds(state, gameId)), sameLayout);
  const empty = layout.M.length + layout.R.length + layout.OU.length + layout.EO.length === 0;
  if (empty) return <p>{t('detail.empty')}</p>;
  return (
    <>
      {layout.M.length > 0 ? (
        <section aria-label={t('market.M')}>
          <h3>{t('market.M')}</h3>
          <div className={`sp-grid ${layout.M.length === 3 ? 'sp-grid-3' : 'sp-grid-2'}`}>
            {layout.M.map(({ side, oddsId }) => (
              <OddsCell key={oddsId} oddsId={oddsId} label={t(`side.${side}` as 'side.H')} />
            ))}
          </div>
        </section>
      ) : null}
      {layout.R.length > 0 ? (
        <section aria-label={t('market.R')}>
          <h3>{t('market.R')}</h3>
          <div className="sp-grid sp-grid-2">
            {layout.R.map((pair) => [
              <OddsCell key={`${pair.line}H`} oddsId={pair.first} label={`${t('side.H')} ${formatLine(pair.line, true)}`} />,
              <OddsCell key={`${pair.line}C`} oddsId={pair.second} label={`${t('side.C')} ${formatLine(awayLine(pair.line), true)}`} />,
            ])}
          </div>
        </section>
      ) : null}
      {layout.OU.length > 0 ? (
        <section aria-label={t('market.OU')}>
          <h3>{t('market.OU')}</h3>
          <div className="sp-grid sp-grid-2">
            {layout.OU.map((pair) => [
              <OddsCell key={`${pair.line}O`} oddsId={pair.first} label={`${t('side.O')} ${formatLine(pair.line, false)}`} />,
              <OddsCell key={`${pair.line}U`} oddsId={pair.second} label={`${t('side.U')} ${formatLine(pair.line, false)}`} />,
            ])}
          </div>
        </section>
      ) : null}
      {layout.EO.length > 0 ? (
        <section aria-label={t('market.EO')}>
          <h3>{t('market.EO')}</h3>
          <div className="sp-grid sp-grid-2">
            {layout.EO.map(({ side, oddsId }) => (
              <OddsCell key={oddsId} oddsId={oddsId} label={t(`side.${side}` as 'side.ODD')} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

/** Every market of one match (channel `match:<gameId>`), grouped by market, every line. */
export function MatchDetail({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const t = useSportText();
  const channel = matchChannel(gameId);
  useFeedChannel(channel);
  const match = useAppSelector((state) => selectMatchById(state, gameId));
  const live = useAppSelector((state) => selectLiveById(state, gameId));
  const status = useAppSelector((state) => selectChannelStatus(state, channel));
  const title = match === undefined ? t('detail.title') : `${match.team_h} ${t('list.vs')} ${match.team_c}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} closeLabel={t('detail.close')} width={760}>
      <Body>
        <FeedStatusBanner channels={[channel]} />
        {match !== undefined ? (
          <div className="sp-detail-head">
            {live?.isLive ? (
              <div className="sp-detail-clock">
                <LiveClock live={live} gameType={match.gameType} />
              </div>
            ) : null}
            <div className="sp-detail-teams">
              <span>{match.team_h}</span>
              <span className="sp-num">
                <ScoreColumns live={live} gameType={match.gameType} side="home" />
              </span>
              <span>{match.team_c}</span>
              <span className="sp-num">
                <ScoreColumns live={live} gameType={match.gameType} side="away" />
              </span>
            </div>
          </div>
        ) : null}
        {status === 'subscribing' && match === undefined ? <p>{t('detail.loading')}</p> : <Markets gameId={gameId} />}
      </Body>
    </Dialog>
  );
}

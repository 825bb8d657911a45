import { memo, useMemo } from 'react';
import type { MatchEventKind } from '@src/contract';
import { useAppSelector } from '@src/store/hooks';
import { selectLiveById, selectMatchById } from '@streams';
import { bookingCounts } from '@streams/tracker';
import { useSportText } from '../sportText';
import { LiveClock } from './LiveClock';
import { selectTrackedEvents } from './matchTrackerSlice';
import { ScoreColumns } from './ScoreColumns';
import { recentEvents, timelineMarks } from './trackerTimeline';

/** How many of the newest events the list under the timeline shows. */
const RECENT = 5;

/** A small glyph per kind (shape and colour both differ: colour is never the only sign). */
function EventGlyph({ kind }: { kind: MatchEventKind }) {
  const common = { width: 10, height: 10, viewBox: '0 0 10 10', 'aria-hidden': true, focusable: false } as const;
  switch (kind) {
    case 'goal':
      return (
        <svg {...common} className="sp-glyph">
          <circle cx="5" cy="5" r="4" fill="var(--sp-text, currentColor)" stroke="currentColor" />
        </svg>
      );
    case 'corner':
      return (
        <svg {...common} className="sp-glyph">
          <path d="M2 10V1l6 2.5L2 6" fill="var(--sp-accent)" stroke="currentColor" strokeWidth="0.8" />
        </svg>
      );
    case 'yellow':
      return (
        <svg {...common} className="sp-glyph">
          <rect x="2" y="1" width="6" height="8" rx="1" fill="#f2c200" stroke="currentColor" strokeWidth="0.6" />
        </svg>
      );
    case 'red':
      return (
        <svg {...common} className="sp-glyph">
          <rect x="2" y="1" width="6" height="8" rx="1" fill="#d92d20" stroke="currentColor" strokeWidth="0.6" />
          <path d="M3 3l4 4" stroke="#fff" strokeWidth="1" />
        </svg>
      );
  }
}

/** Football's extras: corners and cards per side, the events on a 90-minute line, and the newest few as text. */
function FootballTimeline({ gameId, teamH, teamC }: { gameId: string; teamH: string; teamC: string }) {
  const t = useSportText();
  const events = useAppSelector((state) => selectTrackedEvents(state, gameId));
  const marks = useMemo(() => timelineMarks(events), [events]);
  const counts = bookingCounts(events);
  const team = (side: 'H' | 'C') => (side === 'H' ? teamH : teamC);
  const describe = (mark: (typeof marks)[number]) =>
    t('tracker.event', { minute: mark.minute, team: team(mark.event.side), kind: t(`tracker.${mark.event.kind}`) });
  return (
    <>
      <table className="sp-tracker-counts" aria-label={t('tracker.counts')}>
        <thead>
          <tr>
            <td />
            <th scope="col">
              <EventGlyph kind="corner" /> {t('tracker.corner')}
            </th>
            <th scope="col">
              <EventGlyph kind="yellow" /> {t('tracker.yellow')}
            </th>
            <th scope="col">
              <EventGlyph kind="red" /> {t('tracker.red')}
            </th>
          </tr>
        </thead>
        <tbody>
          {(['H', 'C'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{team(side)}</th>
              <td className="sp-num">{counts.corners[side]}</td>
              <td className="sp-num">{counts.yellow[side]}</td>
              <td className="sp-num">{counts.red[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sp-timeline">
        <span className="sp-timeline-end sp-num" aria-hidden="true">
          {t('tracker.kickOff')}
        </span>
        <ol className="sp-timeline-track" aria-label={t('tracker.timeline')}>
          {marks.map((mark) => (
            <li
              key={mark.event.id}
              className="sp-timeline-mark"
              data-side={mark.event.side}
              style={{ left: `${(mark.at * 100).toFixed(2)}%` }}
              aria-label={describe(mark)}
              title={describe(mark)}
            >
              <EventGlyph kind={mark.event.kind} />
            </li>
          ))}
        </ol>
        <span className="sp-timeline-end sp-num" aria-hidden="true">
          {t('tracker.fullTime')}
        </span>
      </div>
      {marks.length === 0 ? (
        <p className="sp-tracker-none">{t('tracker.none')}</p>
      ) : (
        <ol className="sp-tracker-recent" aria-label={t('tracker.recent')}>
          {recentEvents(marks, RECENT).map((mark) => (
            <li key={mark.event.id}>
              <EventGlyph kind={mark.event.kind} /> <span className="sp-num">{describe(mark)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * The live match tracker of the match detail: clock, period and score from the live data, the half-time score,
 * and for football the corners and cards and a timeline of goals, corners and cards (from the match channel's
 * events). It selects by match id only: the list beside it never renders for what it shows.
 */
export const MatchTracker = memo(function MatchTracker({ gameId }: { gameId: string }) {
  const t = useSportText();
  const match = useAppSelector((state) => selectMatchById(state, gameId));
  const live = useAppSelector((state) => selectLiveById(state, gameId));
  if (match === undefined) return null;
  const football = match.gameType === 'FT' || match.gameType === 'VF';
  return (
    <section className="sp-tracker" aria-label={t('tracker.title')}>
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
        {football && live?.sc_FT_A ? <span className="sp-tracker-half sp-num">{t('tracker.halfTime', { score: live.sc_FT_A })}</span> : null}
      </div>
      {football && live !== undefined && live.gameStatus !== 'scheduled' ? (
        <FootballTimeline gameId={gameId} teamH={match.team_h} teamC={match.team_c} />
      ) : null}
    </section>
  );
});

import { memo } from 'react';
import type { GameType } from '@src/contract';
import type { LiveEntity } from '@streams';
import { useClockNow } from '../hooks/clockTicker';
import { useSportText, type SportTranslate } from '../sportText';
import { isClockRunning, sportClock, type ClockView } from './sportClock';

function periodText(t: SportTranslate, view: ClockView): string {
  if (view.period === null) return '';
  return view.period.n === undefined ? t(`period.${view.period.key}`) : t(`period.${view.period.key}`, { n: view.period.n });
}

interface LiveClockProps {
  live: LiveEntity;
  gameType: GameType;
}

function ClockText({ live, gameType, now }: LiveClockProps & { now: number }) {
  const t = useSportText();
  const view = sportClock({ ...live, gameType }, (now - live.clockAt) / 1_000);
  return (
    <>
      <span>{periodText(t, view)}</span>
      {view.clock !== null ? <span className="sp-num">{view.clock}</span> : null}
    </>
  );
}

function RunningClock({ live, gameType }: LiveClockProps) {
  const now = useClockNow();
  return <ClockText live={live} gameType={gameType} now={now} />;
}

/**
 * The period and clock of a live match. Only a running clock subscribes to the shared one-second tick;
 * a stopped one (half-time, sets, innings) renders when its live data changes.
 */
export const LiveClock = memo(function LiveClock({ live, gameType }: LiveClockProps) {
  return isClockRunning({ ...live, gameType }) ? (
    <RunningClock live={live} gameType={gameType} />
  ) : (
    <ClockText live={live} gameType={gameType} now={live.clockAt} />
  );
});

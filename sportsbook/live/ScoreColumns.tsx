import type { GameType } from '@src/contract';
import type { LiveEntity } from '@streams';
import { scoreLine } from './scoreLine';

/** The score of one side (home or away) of a live match, main score first, per sport. */
export function ScoreColumns({ live, gameType, side }: { live: LiveEntity | undefined; gameType: GameType; side: 'home' | 'away' }) {
  if (live === undefined) return null;
  const columns = scoreLine({ ...live, gameType });
  if (columns.length === 0) return null;
  // Sets/frames lead for set sports; the current game or frame's points trail in muted type.
  return (
    <>
      {columns.map((column, index) => (
        <span key={column.key + String(index)} className="sp-score sp-num" data-main={index === 0 ? 'true' : 'false'}>
          {side === 'home' ? column.home : column.away}
        </span>
      ))}
    </>
  );
}

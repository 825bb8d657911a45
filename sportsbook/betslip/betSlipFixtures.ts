import type { PlayType } from '@src/contract';
import type { BetSelection } from './betSlipEntry';

/** A selection of match `gameId` for the slip's tests. */
export function selection(gameId: string, oddsId: string, options: { w?: PlayType; champion?: boolean; price?: string } = {}): BetSelection {
  const champion = options.champion ?? false;
  return {
    gameInfo: { gameId, hgid: `h${gameId}`, gide: `g${gameId}`, team_h: '主队', team_c: '客队' },
    playInfo: { w: champion ? 'FS' : (options.w ?? 'M') },
    oddInfo: { gameId, r: '' },
    championRate: champion ? { rtype: '冠军' } : null,
    oddsId,
    side: champion ? '皇家马德里' : 'H',
    line: '',
    price: options.price ?? '1.90',
    gameType: 'FT',
    isLive: false,
    isChampion: champion,
    leagueName: '中超',
  };
}

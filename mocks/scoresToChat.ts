import type { FeedMatch } from '@src/contract';
import type { ChatService } from './chat';
import type { Simulator } from './sim';

/** Score changes of the simulator become 10014 pushes in the match's chat room (spec 3). */
export function connectScoresToChat(
  simulator: Pick<Simulator, 'addListener'>,
  chat: Pick<ChatService, 'pushScore'>,
): () => void {
  return simulator.addListener({
    live(match, patch: Partial<FeedMatch>) {
      const scored = patch.sc_FT_H !== undefined || patch.sc_FT_C !== undefined;
      const started = patch.gameStatus === 'live';
      const ended = patch.gameStatus === 'ended' || patch.gameStatus === 'settling';
      if (!scored && !started && !ended) return;
      const feed = match.feed;
      chat.pushScore(feed.gameId, {
        sc_FT_H: feed.sc_FT_H,
        sc_FT_C: feed.sc_FT_C,
        re_time: feed.re_time,
        se_now: feed.se_now,
        team_h: feed.team_h,
        team_c: feed.team_c,
        event: scored ? 'goal' : started ? 'start' : 'end',
      });
    },
    odds() {},
    market() {},
    listed() {},
    unlisted() {},
    removed() {},
    flush() {},
  });
}

import { describe, expect, it, vi } from 'vitest';
import type { FeedMatch } from '@src/contract';
import type { SimListener, SimMatch } from './sim';
import { connectScoresToChat } from './scoresToChat';

function fakeSimulator() {
  let listener: SimListener | undefined;
  return {
    addListener(l: SimListener) {
      listener = l;
      return () => (listener = undefined);
    },
    live(feed: Partial<FeedMatch>, patch: Partial<FeedMatch>) {
      listener?.live({ feed } as SimMatch, patch);
    },
  };
}

const match: Partial<FeedMatch> = {
  gameId: 'g1',
  team_h: '曼城',
  team_c: '阿森纳',
  sc_FT_H: 1,
  sc_FT_C: 0,
  re_time: '1380',
  se_now: '1H',
};

describe('score pushes from the simulator to the match chat room', () => {
  it('a goal pushes the new score to the room of that match', () => {
    const sim = fakeSimulator();
    const chat = { pushScore: vi.fn() };
    connectScoresToChat(sim, chat);
    sim.live(match, { sc_FT_H: 1 });
    expect(chat.pushScore).toHaveBeenCalledWith(
      'g1',
      expect.objectContaining({ sc_FT_H: 1, sc_FT_C: 0, event: 'goal', team_h: '曼城' }),
    );
  });

  it('kick-off and the final whistle are pushed too', () => {
    const sim = fakeSimulator();
    const chat = { pushScore: vi.fn() };
    connectScoresToChat(sim, chat);
    sim.live(match, { gameStatus: 'live' });
    sim.live(match, { gameStatus: 'ended' });
    expect(chat.pushScore.mock.calls.map(([, score]) => (score as { event: string }).event)).toEqual([
      'start',
      'end',
    ]);
  });

  it('a clock tick alone pushes nothing', () => {
    const sim = fakeSimulator();
    const chat = { pushScore: vi.fn() };
    connectScoresToChat(sim, chat);
    sim.live(match, { re_time: '1381' });
    expect(chat.pushScore).not.toHaveBeenCalled();
  });
});

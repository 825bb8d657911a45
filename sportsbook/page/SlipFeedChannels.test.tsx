import { act } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchChannel } from '@src/contract';
import { feedChannelReleased, feedChannelWanted } from '@streams';
import { renderSport } from '../testing/sportTestHarness';
import { SLIP_CHANNELS_SETTLE_MS, SlipFeedChannels } from './SlipFeedChannels';

/** The slip's matches as the dock passes them; `pick` changes them as a click on a price does. */
function renderSlipChannels(initial: string) {
  let pick: (gameIds: string) => void = () => undefined;
  function Dock() {
    const [gameIds, setGameIds] = useState(initial);
    pick = setGameIds;
    return <SlipFeedChannels gameIds={gameIds} />;
  }
  const view = renderSport(<Dock />);
  return {
    actions: view.actions,
    pick: (gameIds: string): void => {
      act(() => pick(gameIds));
    },
  };
}

function wait(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('the slip follows its matches’ channels', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const channelActions = (actions: readonly { type: string; payload?: unknown }[]) =>
    actions
      .filter((action) => feedChannelWanted.match(action) || feedChannelReleased.match(action))
      .map((action) => `${action.type === feedChannelWanted.type ? 'want' : 'release'} ${(action.payload as { channel: string }).channel}`);

  it('wants the channels of the slip it mounts with at once', () => {
    const { actions } = renderSlipChannels('g1|g2');
    expect(channelActions(actions)).toEqual([`want ${matchChannel('g1')}`, `want ${matchChannel('g2')}`]);
  });

  it('wants a picked match once the slip has kept it for the settle time, not in the click that picked it', () => {
    const { actions, pick } = renderSlipChannels('');
    pick('g1');
    wait(SLIP_CHANNELS_SETTLE_MS - 1);
    expect(channelActions(actions)).toEqual([]);
    wait(1);
    expect(channelActions(actions)).toEqual([`want ${matchChannel('g1')}`]);
    pick('');
    wait(SLIP_CHANNELS_SETTLE_MS);
    expect(channelActions(actions)).toEqual([`want ${matchChannel('g1')}`, `release ${matchChannel('g1')}`]);
  });

  it('subscribes nothing for a price picked and taken off again within the settle time', () => {
    const { actions, pick } = renderSlipChannels('');
    pick('g1');
    wait(20);
    pick('');
    wait(SLIP_CHANNELS_SETTLE_MS * 2);
    expect(channelActions(actions)).toEqual([]);
  });
});

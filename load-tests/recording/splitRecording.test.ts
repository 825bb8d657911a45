import { describe, expect, it } from 'vitest';
import type { FeedRecord } from '@mocks';
import { recordingFigures } from './recordingFigures';
import { splitRecording } from './splitRecording';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const message = (rid: string, id: number) => ({
  msgId: 10003,
  msgData: { rid, body: { id, rid, cmid: `c${id}`, userId: '20001', username: '球迷001', vipLevel: 1, guest: false, text: '好球！', sentAt: T0 } },
});
const records: FeedRecord[] = [
  { t: T0, ev: 'ack', ch: 'RB:FT', seq: 4, sid: 's1', data: { channel: 'RB:FT', seq: 4, snapshot: {} } },
  { t: T0, ev: 'chat', ch: 'lobby', seq: 1, data: message('lobby', 1) },
  { t: T0 + 200, ev: 'delta', ch: 'RB:FT', seq: 5, data: { channel: 'RB:FT', seq: 5, ts: T0 + 200, ops: [['o'], ['o'], ['l']] } },
  { t: T0 + 300, ev: 'chat', ch: 'match:g1', seq: 1, data: { msgId: 10014, msgData: { rid: 'match:g1', body: { gameId: 'g1', sc_FT_H: 1, sc_FT_C: 0 } } } },
  { t: T0 + 400, ev: 'chat', ch: 'lobby', seq: 2, data: message('lobby', 2) },
  // Not a chat line: a room id the contract does not know, and a frame without msgId.
  { t: T0 + 400, ev: 'chat', ch: 'nowhere', seq: 1, data: message('nowhere', 3) },
  { t: T0 + 400, ev: 'chat', ch: 'lobby', seq: 3, data: { text: 'hi' } },
  { t: T0 + 1200, ev: 'delta', ch: 'RB:FT', seq: 6, data: { channel: 'RB:FT', seq: 6, ts: T0 + 1200, ops: [['o']] } },
  { t: T0 + 2200, ev: 'hb', ch: null, seq: null, data: { ts: T0 + 2200 } },
];

describe('a recording split into the feed and the chat', () => {
  it('gives the feed replay its ack, delta and hb lines and the chat replay its room broadcasts, each in order', () => {
    const { feed, chat } = splitRecording(records);
    expect(feed.map((record) => record.ev)).toEqual(['ack', 'delta', 'delta', 'hb']);
    expect(chat.map((record) => [record.ch, record.seq, record.data.msgId])).toEqual([
      ['lobby', 1, 10003],
      ['match:g1', 1, 10014],
      ['lobby', 2, 10003],
    ]);
  });

  it('keeps chat lines out of the feed figures and counts them by frame type on their own', () => {
    const figures = recordingFigures(records);
    expect(figures.lines).toBe(4);
    expect(figures.byEvent).toEqual({ ack: 1, delta: 2, hb: 1 });
    expect(figures.durationMs).toBe(2200);
    expect(figures.opsPerSecond).toEqual({ mean: 4 / 2.2, peak: 3 });
    expect(figures.chat).toMatchObject({
      lines: 3,
      byType: { SendMessage: 2, ScorePush: 1 },
      rooms: 2,
      messagesPerSecond: { mean: 2 / 2.2, peak: 2 },
      framesPerSecond: { mean: 3 / 2.2, peak: 3 },
    });
  });
});

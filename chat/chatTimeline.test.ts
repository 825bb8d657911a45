import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@src/contract';
import type { ChatEvent, PendingChatMessage } from '@streams';
import { buildChatTimeline } from './chatTimeline';

const message = (id: number, sentAt: number): ChatMessage => ({
  id,
  rid: 'lobby',
  cmid: `c${id}`,
  userId: 'u',
  username: 'bob0002',
  vipLevel: 0,
  guest: false,
  text: `m${id}`,
  sentAt,
});
const event = (seq: number, at: number): ChatEvent => ({
  seq,
  kind: 'memberJoined',
  rid: 'lobby',
  at,
  text: '',
});
const pending = (cmid: string, queuedAt: number): PendingChatMessage => ({
  cmid,
  rid: 'lobby',
  text: cmid,
  state: 'queued',
  queuedAt,
  sentOnLink: null,
  attempts: 0,
  error: null,
});

describe('chat timeline', () => {
  it('puts the history row first, then messages and system lines by time, then what is still being sent', () => {
    const rows = buildChatTimeline(
      [message(1, 100), message(2, 300), message(3, 300)],
      [event(1, 50), event(2, 300), event(3, 400)],
      [pending('p1', 500)],
    );
    expect(rows.map((row) => row.key)).toEqual(['history', 'e1', 'm1', 'm2', 'm3', 'e2', 'e3', 'pp1']);
  });

  it('an empty room is the history row alone', () => {
    expect(buildChatTimeline([], [], [])).toEqual([{ kind: 'history', key: 'history' }]);
  });
});

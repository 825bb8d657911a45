import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedRecord } from '../feed/recorder';
import { readRecording } from '../feed/recorder';
import { startChatTestServer, type ChatTestServer } from '../testing/chatTestServer';

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const servers: ChatTestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function recordingServer(record: FeedRecord[] | string) {
  let clock = START;
  const sink = {
    record: (ev: FeedRecord['ev'], ch: string | null, seq: number | null, data: unknown) => {
      if (Array.isArray(record)) record.push({ t: clock, ev, ch, seq, data });
    },
  };
  const server = await startChatTestServer({
    now: () => clock,
    record: typeof record === 'string' ? record : sink,
    limits: { sendsPerWindow: 1000 },
  });
  servers.push(server);
  return { server, tick: (ms: number) => (clock += ms) };
}

describe('chat recorder', () => {
  it('records each room broadcast once, with its room, a consecutive seq per room and the frame as sent', async () => {
    const lines: FeedRecord[] = [];
    const { server, tick } = await recordingServer(lines);
    const alice = await server.connect();
    const bob = await server.connect();
    await alice.loginMember(await server.memberToken({ userId: '10001', username: 'alice01', vipLevel: 2 }));
    await bob.loginMember(await server.memberToken({ userId: '10002', username: 'bob02' }));
    await alice.join('lobby');
    await bob.join('lobby');
    tick(500);
    alice.send({ msgId: 10003, msgData: { rid: 'lobby', msg: '好球！', cmid: 'a1' } });
    await bob.next(10003);
    await alice.next(10003);
    server.chat.pushScore('g1', { sc_FT_H: 1, sc_FT_C: 0, event: 'goal' });
    tick(500);
    bob.send({ msgId: 10003, msgData: { rid: 'lobby', msg: '加油', cmid: 'b1' } });
    await alice.next(10003, (frame) => frame.msgData.body.cmid === 'b1');

    expect(lines.map(({ ev, ch, seq, data }) => [ev, ch, seq, (data as { msgId: number }).msgId])).toEqual([
      ['chat', 'lobby', 1, 10008], // alice's arrival, to an empty room: still a room broadcast
      ['chat', 'lobby', 2, 10008], // bob's, to alice
      ['chat', 'lobby', 3, 10003],
      ['chat', 'match:g1', 1, 10014],
      ['chat', 'lobby', 4, 10003],
    ]);
    // What was recorded is what the members got, not once per member; welcomes and answers are not room output.
    expect(lines[2]?.data).toEqual(bob.all(10003)[0]);
    expect(lines[2]?.t).toBe(START + 500);
    expect(lines[4]?.data).toEqual(alice.all(10003)[1]);
    expect(lines.filter((line) => (line.data as { msgId: number }).msgId === 10016)).toEqual([]);
  });

  it('writes a gzipped NDJSON file of its own when given a path, readable as a recording', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chat-record-'));
    try {
      const path = join(dir, 'chat.ndjson.gz');
      const { server } = await recordingServer(path);
      server.chat.pushScore('g7', { sc_FT_H: 0, sc_FT_C: 1, event: 'goal' });
      await server.close();
      servers.length = 0;
      expect(readRecording(path)).toEqual([
        {
          t: START,
          ev: 'chat',
          ch: 'match:g7',
          seq: 1,
          data: { msgId: 10014, msgData: { rid: 'match:g7', body: { sc_FT_H: 0, sc_FT_C: 1, event: 'goal', gameId: 'g7' } } },
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

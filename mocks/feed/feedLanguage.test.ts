import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { FeedDelta, FeedSnapshot, SubscribeAck, SubscribeError } from '@src/contract';
import { toTaiwanText } from '../../scripts/zhTw';
import { startFeedTestServer, type FeedTestServer } from '../testing/feedTestServer';

let server: FeedTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function subscribed(socket: Socket, channel: string): Promise<SubscribeAck> {
  const answer = (await socket.emitWithAck('subscribe', { channel })) as SubscribeAck | SubscribeError;
  if ('error' in answer) throw new Error(answer.error);
  return answer;
}

/** Every name of a snapshot: leagues, teams, outright participants. */
function namesOf(snapshot: FeedSnapshot): string[] {
  return [
    ...snapshot.leagues.map((league) => league.name),
    ...snapshot.matches.flatMap((match) => [match.team_h, match.team_c]),
    ...snapshot.odds.filter((odds) => odds.playType === 'FS').map((odds) => odds.side),
  ];
}

/** The names of the matches added in a channel's deltas. */
function addedNames(deltas: readonly FeedDelta[]): string[] {
  return deltas.flatMap((delta) =>
    delta.ops.flatMap((op) => (op[0] === 'a' ? [op[1].team_h, op[1].team_c, op[3].name] : [])),
  );
}

function collect(socket: Socket, channel: string): FeedDelta[] {
  const deltas: FeedDelta[] = [];
  socket.on('delta', (delta: FeedDelta) => {
    if (delta.channel === channel) deltas.push(delta);
  });
  return deltas;
}

describe('the feed in the page language', () => {
  it('gives a zh-TW socket the names of its snapshots in traditional characters, and a zh-CN one as they are', async () => {
    server = await startFeedTestServer();
    const mainland = await server.connect({ auth: { lang: 'zh-CN' } });
    const taiwan = await server.connect({ auth: { lang: 'zh-TW' } });
    const unnamed = await server.connect();
    for (const channel of ['RB:FT', 'FSFU:FS']) {
      const cn = namesOf((await subscribed(mainland, channel)).snapshot);
      const tw = namesOf((await subscribed(taiwan, channel)).snapshot);
      expect(cn.length).toBeGreaterThan(0);
      expect(tw).toEqual(cn.map((name) => toTaiwanText(name)));
      // Real traditional names, not the same text (英超 reads the same in both, but not every name does).
      expect(tw.some((name, index) => name !== cn[index])).toBe(true);
      expect(namesOf((await subscribed(unnamed, channel)).snapshot)).toEqual(cn);
    }
  });

  it('sends the same deltas to both, with an added match named in each socket\'s script', async () => {
    server = await startFeedTestServer();
    const mainland = await server.connect({ auth: { lang: 'zh-CN' } });
    const taiwan = await server.connect({ auth: { lang: 'zh-TW' } });
    const cnAck = await subscribed(mainland, 'RB:FT');
    const twAck = await subscribed(taiwan, 'RB:FT');
    expect(twAck.seq).toBe(cnAck.seq);
    const cn = collect(mainland, 'RB:FT');
    const tw = collect(taiwan, 'RB:FT');
    for (let i = 0; i < 60 && addedNames(cn).length === 0; i++) {
      server.sim.advance(60_000);
      await mainland.emitWithAck('unsubscribe', { channel: 'none' });
    }
    await taiwan.emitWithAck('unsubscribe', { channel: 'none' });
    expect(addedNames(cn).length).toBeGreaterThan(0);
    expect(tw.map((delta) => delta.seq)).toEqual(cn.map((delta) => delta.seq));
    expect(addedNames(tw)).toEqual(addedNames(cn).map((name) => toTaiwanText(name)));
    // Deltas without names are the very same message.
    const plain = (deltas: FeedDelta[]) => deltas.filter((delta) => !delta.ops.some((op) => op[0] === 'a'));
    expect(plain(tw)).toEqual(plain(cn));
  });

  it('refuses in the socket\'s script', async () => {
    server = await startFeedTestServer();
    const taiwan = await server.connect({ auth: { lang: 'zh-TW' } });
    const gone = (await taiwan.emitWithAck('subscribe', { channel: 'match:999999999' })) as SubscribeError;
    expect(gone).toEqual({ channel: 'match:999999999', error: '賽事不存在或已結束', code: 'matchGone' });
  });

  it('stops a zh-TW socket\'s channel on unsubscribe', async () => {
    server = await startFeedTestServer();
    const taiwan = await server.connect({ auth: { lang: 'zh-TW' } });
    await subscribed(taiwan, 'RB:FT');
    expect(await taiwan.emitWithAck('unsubscribe', { channel: 'RB:FT' })).toEqual({ channel: 'RB:FT' });
    const deltas = collect(taiwan, 'RB:FT');
    server.sim.advance(5000);
    await taiwan.emitWithAck('unsubscribe', { channel: 'none' });
    expect(deltas).toEqual([]);
  });
});

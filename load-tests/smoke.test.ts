/**
 * Smoke run of the load-test pipeline (issue 7): a tiny seeded recording of the feed and the chat is made,
 * inspected, replayed through the real feed and chat protocols to headless clients of both kinds (each with a
 * chat client), and reported. It checks that the pipeline works end to end (every delivered message counted and
 * applied, nothing lost or out of order, reports on disk); it asserts no timing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecording, type FeedRecord } from '@mocks';
import { headlessReport } from './clients/headlessReport';
import { jsonParseFloorUs } from './clients/parseFloor';
import { runHeadless } from './clients/runHeadless';
import { generateRecording } from './recording/generateRecording';
import { recordingFigures } from './recording/recordingFigures';
import { splitRecording } from './recording/splitRecording';
import { writeReport } from './report/writeReport';

const dir = mkdtempSync(join(tmpdir(), 'load-smoke-'));
const path = join(dir, 'tiny.ndjson.gz');
let records: FeedRecord[] = [];

beforeAll(async () => {
  await generateRecording(
    { name: 'tiny', seed: 11, live: 12, upcoming: 30, oddsRate: 2, seconds: 4, simSpeed: 5, tickMs: 200, startTime: Date.UTC(2026, 10, 21, 12, 0, 0),
      chat: { rate: 10, lobbyShare: 0.5, matchRooms: 2, senders: 6, goalBurst: 3, burstMs: 1000 },
    },
    path,
  );
  records = readRecording(path);
}, 20_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function delivered(byType: Record<string, number> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(byType ?? {}).filter(([, count]) => count > 0));
}

describe('load-test pipeline (smoke)', () => {
  it('records every channel snapshot first, then deltas with consecutive seq per channel', () => {
    const figures = recordingFigures(records);
    expect(figures.byEvent.ack).toBe(51);
    expect(figures.byEvent.delta ?? 0).toBeGreaterThan(0);
    expect(records.slice(0, 51).every((record) => record.ev === 'ack')).toBe(true);
    const last = new Map<string, number>();
    for (const record of records) {
      if (record.ch === null || record.seq === null) continue;
      const previous = last.get(record.ch);
      if (record.ev === 'delta' && previous !== undefined) expect(record.seq).toBe(previous + 1);
      last.set(record.ch, record.seq);
    }
  });

  it('records the chat room broadcasts alongside, with consecutive seq per room, kept apart from the feed figures', () => {
    const { feed, chat } = splitRecording(records);
    const figures = recordingFigures(records);
    expect(chat.length).toBeGreaterThan(0);
    expect(figures.chat.lines).toBe(chat.length);
    expect(figures.chat.byType.SendMessage ?? 0).toBeGreaterThan(0);
    expect(figures.lines).toBe(feed.length);
    expect(chat.some((record) => record.ch === 'lobby')).toBe(true);
    expect(chat.some((record) => record.ch.startsWith('match:'))).toBe(true);
    const last = new Map<string, number>();
    for (const record of chat) {
      expect(record.seq).toBe((last.get(record.ch) ?? 0) + 1);
      last.set(record.ch, record.seq);
    }
  });

  it('the real client pipeline and the naive baseline receive and apply every message the replay sends, looping', async () => {
    for (const mode of ['real', 'naive'] as const) {
      const result = await runHeadless({ recording: records, mode, clients: 3, workers: 1, speed: 10, loop: true, seconds: 1.5, drainMs: 3000 });
      expect(result.connectionsHeld).toBe(3);
      expect(result.sent).toBeGreaterThan(0);
      expect(result.received).toBe(result.sent);
      expect(result.applied).toBe(result.received);
      expect(result.lost).toBe(0);
      expect(result.outOfOrder).toBe(0);
      expect(result.loops).toBeGreaterThan(0);
      // Each client's chat: the streams/ chat transport, slice and epics against the replayed chat.
      const chat = result.chat;
      expect(chat?.connectionsHeld).toBe(3);
      expect(chat?.sent).toBeGreaterThan(0);
      expect(chat?.received).toBe(chat?.sent);
      // A broadcast to a room nobody joined counts 0 deliveries of its type (a score push to a match room): only
      // the types delivered at all are compared.
      expect(chat?.receivedByType).toEqual(delivered(chat?.sentByType));
      expect(chat?.messages).toBeGreaterThan(0);
      expect(chat?.applied).toBe(chat?.messages);
      expect(chat?.lost).toBe(0);
      expect(chat?.outOfOrder).toBe(0);
    }
  }, 40_000);

  it('writes a JSON result and an HTML report with inline SVG charts', async () => {
    const result = await runHeadless({ recording: records, mode: 'real', clients: 2, workers: 1, speed: Infinity });
    const report = headlessReport('smoke', 'smoke test', [result], jsonParseFloorUs(records, 20));
    const written = await writeReport(report, { png: false, reportsDir: dir });
    expect(JSON.parse(readFileSync(written.json, 'utf8'))).toMatchObject({
      name: 'smoke',
      result: { results: [{ mode: 'real', lost: 0, chat: { lost: 0, received: result.chat?.sent } }] },
    });
    const html = readFileSync(written.html, 'utf8');
    expect(html).toContain('<svg');
    expect(html).toContain('Send-to-applied latency over time');
    expect(html).toContain('Chat clients');
    expect(existsSync(join(written.dir, 'chart.png'))).toBe(false);
  }, 30_000);
});

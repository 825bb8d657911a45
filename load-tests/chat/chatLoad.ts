/**
 * Chat load: how many messages per second one chat server delivers to N connected clients, and how fast.
 *
 *   npx tsx load-tests/chat/chatLoad.ts --clients 1000 --seconds 10
 *   npx tsx load-tests/chat/chatLoad.ts --clients 1000 --seconds 12 --rates 10,25,50 --workers 2
 *   npx tsx load-tests/chat/chatLoad.ts --url http://127.0.0.1:8080 --rates 50,100
 *
 * Starts the reference backend in this process (startServer from @mocks: in-memory database, loopback) unless
 * --url names a running one (start that one with CHAT_SENDERS_PER_ADDRESS at least --clients: every client sends from
 * this machine's one address). The clients (streams/ chat transports, guests in the lobby) run in worker threads,
 * so this thread is the server's alone. After a short warm-up, each step sends `rate` messages a second, round
 * robin over the clients; every message reaches every client, so deliveries a second = rate x clients. Per step
 * it prints deliveries a second, delivery latency (p50, p95, p99, max: send to receipt), and how busy the
 * server's thread and the clients' threads were. As a yardstick measured in the same run (DESIGN.md section 8),
 * the server's busy time per delivery is also given as a multiple of one JSON.parse of the same frame.
 * Bounded: warm-up and --seconds of sending, plus connecting (at most 60 s a wave) and draining (3 s a step).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { positiveInt, positiveNumber } from '../cliOptions';
import { AnswerWorker } from '../workers/answerWorker';
import { build, decodeFromCompressedBase64, type Histogram } from 'hdr-histogram-js';
import { startServer } from '@mocks';
import { CHAT_LOBBY_ROOM, CHAT_PATH, ChatMsgId, type ChatServerFrame } from '@streams';
import type { FromClients, StepResult, ToClients } from './chatLoadMessages';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    rates: { type: 'string', default: '25,50,100,200' },
    workers: { type: 'string', default: '1' },
    'warmup-seconds': { type: 'string', default: '2' },
    url: { type: 'string' },
    wave: { type: 'string', default: '100' },
    'p95-budget-ms': { type: 'string', default: '250' },
  },
});

const clients = positiveInt(values.clients, 'clients');
const seconds = positiveInt(values.seconds, 'seconds');
const rates = (values.rates ?? '').split(',').map((rate) => positiveInt(rate, 'rates'));
const workerCount = Math.min(positiveInt(values.workers, 'workers'), clients);
const warmupMs = positiveNumber(values['warmup-seconds'], 'warmup-seconds', { allowZero: true }) * 1000;
const wave = positiveInt(values.wave, 'wave');
const p95BudgetUs = positiveInt(values['p95-budget-ms'], 'p95-budget-ms') * 1000;
const stepMs = Math.max(1000, Math.floor((seconds * 1000) / rates.length));
const DRAIN_MS = 3_000;
// Each guest may send 5 messages in 10 s (mocks/chat/chatLimits.ts); round robin keeps every sender below that.
const MAX_RATE = clients / 2;

interface StepFigures {
  rate: number;
  sent: number;
  expected: number;
  delivered: number;
  rejected: number;
  elapsedMs: number;
  latency: Histogram;
  serverBusy: number;
  clientsBusy: number[];
}

function wsUrlOf(httpUrl: string): string {
  const url = new URL(httpUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = CHAT_PATH;
  url.search = '';
  return url.toString();
}

/** Microseconds of one JSON.parse of a broadcast frame as the clients receive it (the yardstick). */
function jsonParseCostUs(): number {
  const frame: ChatServerFrame = {
    msgId: ChatMsgId.SendMessage,
    msgData: {
      rid: CHAT_LOBBY_ROOM,
      body: {
        id: 123_456,
        rid: CHAT_LOBBY_ROOM,
        cmid: 'load-3-1234',
        userId: 'guest-0123456789abcdef',
        username: '游客012345',
        vipLevel: 0,
        guest: true,
        text: 'L|3|1765432109876.543|1234',
        sentAt: Date.now(),
      },
    },
  };
  const text = JSON.stringify(frame);
  const rounds = 200_000;
  let sink = 0;
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) sink += (JSON.parse(text) as { msgId: number }).msgId;
  const us = ((performance.now() - started) * 1000) / rounds;
  if (sink !== rounds * ChatMsgId.SendMessage) throw new Error('JSON.parse yardstick went wrong');
  return us;
}

/** A worker thread of chat load clients and a queue of its answers. */
class ClientWorker extends AnswerWorker<ToClients, FromClients> {
  constructor() {
    super(new URL('./chatLoadClients.ts', import.meta.url));
  }
}

async function runStep(
  workers: ClientWorker[],
  step: number,
  rate: number,
  durationMs: number,
): Promise<StepFigures> {
  const elu = performance.eventLoopUtilization();
  for (const worker of workers) worker.post({ type: 'step', step, rate: rate / workers.length, durationMs });
  const sent = (await Promise.all(workers.map((w) => w.next('sent', durationMs + 10_000)))).reduce(
    (sum, s) => sum + s.sent,
    0,
  );
  for (const worker of workers) worker.post({ type: 'drain', messages: sent, drainMs: DRAIN_MS });
  const results: StepResult[] = await Promise.all(workers.map((w) => w.next('drained', DRAIN_MS + 10_000)));
  const latency = build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
  for (const result of results) latency.add(decodeFromCompressedBase64(result.histogram));
  return {
    rate,
    sent,
    expected: results.reduce((sum, r) => sum + r.expected, 0),
    delivered: results.reduce((sum, r) => sum + r.delivered, 0),
    rejected: results.reduce((sum, r) => sum + r.rejected, 0),
    elapsedMs: Math.max(...results.map((r) => r.elapsedMs)),
    latency,
    serverBusy: performance.eventLoopUtilization(elu).utilization,
    clientsBusy: results.map((r) => r.busy),
  };
}

const ms = (us: number): string => (us / 1000).toFixed(1);
const percent = (share: number): string => `${Math.round(share * 100)}%`;

function report(results: StepFigures[], parseUs: number): void {
  console.log('');
  console.log(
    'msgs in/s  deliveries/s        delivered  p50 ms  p95 ms  p99 ms  max ms  server busy  clients busy  server µs/delivery',
  );
  for (const r of results) {
    const perSecond = (r.delivered * 1000) / r.elapsedMs;
    const serverUs = r.delivered > 0 ? (r.serverBusy * r.elapsedMs * 1000) / r.delivered : 0;
    console.log(
      [
        String(r.rate).padStart(9),
        Math.round(perSecond).toString().padStart(13),
        `${r.delivered}/${r.expected}`.padStart(16),
        ms(r.latency.getValueAtPercentile(50)).padStart(7),
        ms(r.latency.getValueAtPercentile(95)).padStart(7),
        ms(r.latency.getValueAtPercentile(99)).padStart(7),
        ms(r.latency.maxValue).padStart(7),
        percent(r.serverBusy).padStart(12),
        r.clientsBusy.map(percent).join('+').padStart(13),
        `${serverUs.toFixed(2)} (${(serverUs / parseUs).toFixed(1)}x JSON.parse)`.padStart(30),
        r.rejected > 0 ? ` ${r.rejected} refused` : '',
      ].join(' '),
    );
  }
  console.log('');
  console.log(`yardstick: JSON.parse of one broadcast frame took ${parseUs.toFixed(2)} µs in this run`);
  const sustained = results
    .filter((r) => r.delivered === r.expected && r.latency.getValueAtPercentile(95) <= p95BudgetUs)
    .at(-1);
  if (sustained) {
    console.log(
      `sustained: ${Math.round((sustained.delivered * 1000) / sustained.elapsedMs)} deliveries/s (${sustained.rate} msgs/s to ${clients} clients), ` +
        `all delivered, p95 ${ms(sustained.latency.getValueAtPercentile(95))} ms (budget ${ms(p95BudgetUs)} ms)`,
    );
  } else {
    console.log(`no step delivered every message with a p95 within ${ms(p95BudgetUs)} ms`);
  }
}

async function main(): Promise<void> {
  if (rates.some((rate) => rate > MAX_RATE)) {
    console.warn(
      `note: rates above ${MAX_RATE}/s exceed the per-guest send limit with ${clients} clients; expect refusals`,
    );
  }
  // Every client connects from this machine: let its one address carry them all (mocks/chat/chatLimits.ts). A server
  // named by --url needs the same: CHAT_SENDERS_PER_ADDRESS at least --clients.
  process.env.CHAT_SENDERS_PER_ADDRESS ??= String(clients);
  const server = values.url
    ? null
    : await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir: ':memory:',
        logLevel: 'silent',
        captchaMode: 'off',
      });
  const httpUrl = values.url ?? server?.url ?? '';
  const workers = Array.from({ length: workerCount }, () => new ClientWorker());
  try {
    const parseUs = jsonParseCostUs();
    const started = performance.now();
    workers.forEach((worker, i) => {
      const share = Math.floor(clients / workerCount) + (i < clients % workerCount ? 1 : 0);
      worker.post({
        type: 'start',
        wsUrl: wsUrlOf(httpUrl),
        clients: share,
        wave: Math.ceil(wave / workerCount),
        rid: CHAT_LOBBY_ROOM,
      });
    });
    const waves = Math.ceil(clients / wave);
    const ready = await Promise.all(workers.map((w) => w.next('ready', 60_000 * waves + 10_000)));
    const joined = ready.reduce((sum, r) => sum + r.joined, 0);
    console.log(
      `chat load: ${joined}/${clients} clients in ${workerCount} worker(s) joined ${CHAT_LOBBY_ROOM} in ${Math.round(performance.now() - started)} ms ` +
        `(${server ? 'in-process server' : httpUrl}); warm-up ${warmupMs} ms, then ${stepMs} ms a step`,
    );
    let step = 0;
    if (warmupMs > 0) await runStep(workers, ++step, Math.min(...rates), warmupMs);
    const results: StepFigures[] = [];
    for (const rate of rates) results.push(await runStep(workers, ++step, rate, stepMs));
    for (const worker of workers) worker.post({ type: 'stop' });
    await Promise.all(workers.map((w) => w.next('stopped', 10_000).catch(() => undefined)));
    report(results, parseUs);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
    await server?.close();
  }
}

const limitMs =
  warmupMs +
  seconds * 1000 +
  (rates.length + 1) * (DRAIN_MS + 20_000) +
  60_000 * Math.ceil(clients / wave) +
  30_000;
setTimeout(() => {
  console.error('chat load: overall time limit reached');
  process.exit(2);
}, limitMs).unref();

main().catch((error: unknown) => {
  console.error('chat load failed:', error);
  process.exitCode = 1;
});

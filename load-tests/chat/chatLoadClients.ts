/**
 * Headless chat clients of chatLoad.ts, in a worker thread so that decoding a thousand sockets' frames does not
 * share the server's event loop. Each client is a streams/ chat transport (reconnecting-websocket over `ws`) that
 * logs in as a guest and joins one room. During a step the clients send at the asked rate, round robin, each
 * message carrying its send time; every client times every message from send to receipt. Times are
 * performance.timeOrigin + performance.now(), comparable across the worker threads of one process.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { build, encodeIntoCompressedBase64, type Histogram } from 'hdr-histogram-js';
import { WebSocket } from 'ws';
import { ChatMsgId, createChatTransport, type ChatServerFrame, type ChatTransport } from '@streams';
import type {
  ClientsStart,
  FromClients,
  StepDrain,
  StepResult,
  StepSent,
  StepStart,
  ToClients,
} from './chatLoadMessages';

const port = parentPort;
if (!port) throw new Error('chatLoadClients runs as a worker of chatLoad.ts');
const post = (message: FromClients): void => port.postMessage(message);

interface LoadClient {
  transport: ChatTransport;
  joined: boolean;
}

interface Step {
  id: number;
  startedAt: number;
  histogram: Histogram;
  delivered: number;
  rejected: number;
  lastDeliveryAt: number;
  elu: ReturnType<typeof performance.eventLoopUtilization>;
}

const MARK = 'L|';
const clients: LoadClient[] = [];
let rid = 'lobby';
let step: Step | null = null;
let heartbeat: ReturnType<typeof setInterval> | undefined;

const clock = (): number => performance.timeOrigin + performance.now();

port.on('message', (message: ToClients) => {
  const run = async (): Promise<void> => {
    switch (message.type) {
      case 'start':
        return start(message);
      case 'step':
        return post(await send(message));
      case 'drain':
        return post(await drain(message));
      case 'stop':
        clearInterval(heartbeat);
        for (const client of clients) client.transport.close();
        return post({ type: 'stopped' });
    }
  };
  run().catch((error: unknown) =>
    post({ type: 'failed', error: error instanceof Error ? error.message : String(error) }),
  );
});

function onFrame(client: LoadClient, frame: ChatServerFrame): void {
  switch (frame.msgId) {
    case ChatMsgId.GuestLogin:
      client.transport.send({ msgId: ChatMsgId.JoinRoom, msgData: { rid } });
      return;
    case ChatMsgId.JoinRoom:
      client.joined = true;
      return;
    case ChatMsgId.SendMessage: {
      const text = frame.msgData.body.text;
      if (!step || !text.startsWith(MARK)) return;
      const [, stepId, sentAt] = text.split('|');
      if (Number(stepId) !== step.id) return;
      const now = clock();
      step.histogram.recordValue(Math.max(1, Math.round((now - Number(sentAt)) * 1000)));
      step.delivered += 1;
      step.lastDeliveryAt = now;
      return;
    }
    case ChatMsgId.Notice:
      if (step && frame.msgData.body.code === 'sendRejected') step.rejected += 1;
      return;
    default:
      return;
  }
}

async function start({ wsUrl, clients: count, wave, rid: room }: ClientsStart): Promise<void> {
  rid = room;
  const startedAt = performance.now();
  for (let first = 0; first < count; first += wave) {
    const batch: LoadClient[] = [];
    for (let i = first; i < Math.min(count, first + wave); i += 1) {
      const transport = createChatTransport({
        WebSocket,
        url: wsUrl,
        validateFrames: false,
        connectTimeoutMs: 30_000,
      });
      const client: LoadClient = { transport, joined: false };
      transport.status$.subscribe((status) => {
        if (status === 'open') transport.send({ msgId: ChatMsgId.GuestLogin, msgData: {} });
      });
      transport.frames$.subscribe((frame) => onFrame(client, frame));
      transport.connect();
      batch.push(client);
    }
    clients.push(...batch);
    await until(
      () => batch.every((c) => c.joined),
      60_000,
      `clients ${first + 1}-${first + batch.length} to join`,
    );
  }
  // Heartbeats as the app sends them (spec 4: every 10 s), spread over the 10 s.
  let next = 0;
  heartbeat = setInterval(() => {
    const share = Math.ceil(clients.length / 100);
    for (let i = 0; i < share; i += 1) {
      clients[next % clients.length]?.transport.send({ msgId: ChatMsgId.Heartbeat });
      next += 1;
    }
  }, 100);
  post({
    type: 'ready',
    joined: clients.filter((c) => c.joined).length,
    connectMs: Math.round(performance.now() - startedAt),
  });
}

async function send({ step: id, rate, durationMs }: StepStart): Promise<StepSent> {
  const current: Step = {
    id,
    startedAt: clock(),
    histogram: build({
      lowestDiscernibleValue: 1,
      highestTrackableValue: 120_000_000,
      numberOfSignificantValueDigits: 3,
    }),
    delivered: 0,
    rejected: 0,
    lastDeliveryAt: 0,
    elu: performance.eventLoopUtilization(),
  };
  step = current;
  const senders = clients.filter((c) => c.joined);
  let sent = 0;
  let sender = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = clock() - current.startedAt;
      const due = Math.floor((rate * Math.min(elapsed, durationMs)) / 1000);
      while (sent < due) {
        const client = senders[sender % senders.length];
        sender += 1;
        if (!client) break;
        const text = `${MARK}${id}|${clock().toFixed(3)}|${sent}`;
        const cmid = `load-${id}-${sent}`;
        if (client.transport.send({ msgId: ChatMsgId.SendMessage, msgData: { rid, msg: text, cmid } }))
          sent += 1;
      }
      if (elapsed >= durationMs) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  return { type: 'sent', sent };
}

async function drain({ messages, drainMs }: StepDrain): Promise<StepResult> {
  const current = step;
  if (!current) throw new Error('drain without a step');
  const expected = messages * clients.filter((c) => c.joined).length;
  await until(() => current.delivered >= expected, drainMs, 'the last deliveries').catch(() => undefined);
  step = null;
  return {
    type: 'drained',
    expected,
    delivered: current.delivered,
    rejected: current.rejected,
    elapsedMs: Math.max(1, Math.round(current.lastDeliveryAt - current.startedAt)),
    histogram: encodeIntoCompressedBase64(current.histogram),
    busy: performance.eventLoopUtilization(current.elu).utilization,
  };
}

function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (condition()) resolve();
      else if (performance.now() > deadline) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(check, 20);
    };
    check();
  });
}

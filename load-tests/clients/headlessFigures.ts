import { z } from 'zod';
import type { HeadlessResult, LatencyFigures } from './runHeadless';

/**
 * What a headless run keeps in its figure summary (`headlessClients.ts --figures <target>`): per mode, the
 * clients held, the deliveries and losses, the latency percentiles, heap and CPU per message, the steps, and the
 * chat's counterparts; not the timeline and histogram buckets, which stay in the full report.
 */
const latencySchema = z.object({ p50: z.number(), p95: z.number(), p99: z.number(), max: z.number() });

const headlessRunSchema = z.object({
  mode: z.enum(['real', 'naive']),
  clients: z.number(),
  held: z.number(),
  channelsPerClient: z.number(),
  seconds: z.number(),
  sent: z.number(),
  received: z.number(),
  applied: z.number(),
  lost: z.number(),
  outOfOrder: z.number(),
  messagesPerSecond: z.number(),
  latencyMs: latencySchema,
  heapPerClientKB: z.number(),
  busyUsPerMessage: z.number(),
  steps: z.array(z.object({ clients: z.number(), deliveriesPerSecond: z.number(), p95Ms: z.number() })),
  chat: z
    .object({
      clients: z.number(),
      held: z.number(),
      rooms: z.number(),
      sent: z.number(),
      received: z.number(),
      messages: z.number(),
      applied: z.number(),
      lost: z.number(),
      outOfOrder: z.number(),
      latencyMs: latencySchema,
      heapPerClientKB: z.number(),
    })
    .nullable(),
});

export const headlessFiguresSchema = z.object({
  /** JSON.parse of the recording's delta frames, µs a frame: the floor busy time is compared with. */
  parseFloorUs: z.number(),
  runs: z.array(headlessRunSchema),
});

export type HeadlessFigures = z.infer<typeof headlessFiguresSchema>;

const one = (value: number): number => Math.round(value * 10) / 10;
const latency = ({ p50, p95, p99, max }: LatencyFigures): z.infer<typeof latencySchema> => ({
  p50,
  p95,
  p99,
  max,
});

export function headlessFigures(results: readonly HeadlessResult[], parseFloorUs: number): HeadlessFigures {
  return {
    parseFloorUs: Math.round(parseFloorUs * 100) / 100,
    runs: results.map((result) => ({
      mode: result.mode,
      clients: result.clients,
      held: result.connectionsHeld,
      channelsPerClient: result.channelsPerClient,
      seconds: one(result.seconds),
      sent: result.sent,
      received: result.received,
      applied: result.applied,
      lost: result.lost,
      outOfOrder: result.outOfOrder,
      messagesPerSecond: Math.round(result.receivedPerSecond),
      latencyMs: latency(result.latencyMs),
      heapPerClientKB: Math.round(result.heapPerClientBytes / 1024),
      busyUsPerMessage: one(result.busyUsPerMessage),
      steps: result.steps.map((step) => ({
        clients: step.clients,
        deliveriesPerSecond: Math.round(step.deliveriesPerSecond),
        p95Ms: step.latencyMs.p95,
      })),
      chat: result.chat
        ? {
            clients: result.chat.clients,
            held: result.chat.connectionsHeld,
            rooms: result.chat.rooms,
            sent: result.chat.sent,
            received: result.chat.received,
            messages: result.chat.messages,
            applied: result.chat.applied,
            lost: result.chat.lost,
            outOfOrder: result.chat.outOfOrder,
            latencyMs: latency(result.chat.latencyMs),
            heapPerClientKB: Math.round(result.chat.heapPerClientBytes / 1024),
          }
        : null,
    })),
  };
}

import { loadavg } from 'node:os';
import { barChart, lineChart } from '../report/svgCharts';
import type { ReportInput } from '../report/writeReport';
import type { HeadlessResult } from './runHeadless';

const COLORS = { real: '#3a6fd8', naive: '#d8573a' } as const;
const fixed = (value: number, digits = 1): string => value.toFixed(digits);

/** The report of one headless run: one result per mode, side by side, with the JSON.parse floor. */
export function headlessReport(name: string, command: string, results: readonly HeadlessResult[], parseFloorUs: number): ReportInput {
  const rows: (string | number)[][] = [
    ['mode', 'clients', 'held', 'sent', 'received', 'applied', 'lost', 'out of order', 'recv/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'heap/client KB', 'busy µs/msg', 'x JSON.parse'],
    ...results.map((r) => [
      r.mode,
      r.clients,
      r.connectionsHeld,
      r.sent,
      r.received,
      r.applied,
      r.lost,
      r.outOfOrder,
      fixed(r.receivedPerSecond, 0),
      r.latencyMs.p50,
      r.latencyMs.p95,
      r.latencyMs.p99,
      r.latencyMs.max,
      fixed(r.heapPerClientBytes / 1024, 0),
      fixed(r.busyUsPerMessage),
      parseFloorUs > 0 ? fixed(r.busyUsPerMessage / parseFloorUs) : '-',
    ]),
  ];
  const chatResults = results.filter((r) => r.chat !== null);
  const chatRows: (string | number)[][] = [
    ['mode', 'chat clients', 'held', 'rooms', 'sent', 'received', 'messages', 'applied', 'lost', 'out of order', 'recv/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'heap/client KB', 'busy µs/frame', 'received by type'],
    ...chatResults.flatMap((r) =>
      r.chat
        ? [
            [
              r.mode,
              r.chat.clients,
              r.chat.connectionsHeld,
              r.chat.rooms,
              r.chat.sent,
              r.chat.received,
              r.chat.messages,
              r.chat.applied,
              r.chat.lost,
              r.chat.outOfOrder,
              fixed(r.chat.receivedPerSecond, 0),
              r.chat.latencyMs.p50,
              r.chat.latencyMs.p95,
              r.chat.latencyMs.p99,
              r.chat.latencyMs.max,
              fixed(r.chat.heapPerClientBytes / 1024, 0),
              fixed(r.chat.busyUsPerMessage),
              Object.entries(r.chat.receivedByType)
                .map(([type, count]) => `${type} ${count}`)
                .join(', '),
            ],
          ]
        : [],
    ),
  ];
  const steps = results.flatMap((r) => r.steps.map((s) => [r.mode, s.clients, fixed(s.deliveriesPerSecond, 0), s.latencyMs.p50, s.latencyMs.p95, s.latencyMs.p99]));
  const charts = [
    lineChart(
      'latency-over-time',
      'Send-to-applied latency over time (mean and max per second)',
      'seconds',
      'ms',
      results.flatMap((r) => [
        { name: `${r.mode} mean`, color: COLORS[r.mode], points: r.timeline.map((t) => ({ x: t.second, y: t.meanMs })) },
        { name: `${r.mode} max`, color: r.mode === 'real' ? '#9db5ec' : '#ecab9d', points: r.timeline.map((t) => ({ x: t.second, y: t.maxMs })) },
      ]),
    ),
    lineChart(
      'applied-over-time',
      'Messages applied per second (all clients)',
      'seconds',
      'messages/s',
      results.map((r) => ({ name: r.mode, color: COLORS[r.mode], points: r.timeline.map((t) => ({ x: t.second, y: t.applied })) })),
    ),
    ...results.map((r) =>
      barChart(
        `latency-histogram-${r.mode}`,
        `Latency histogram (${r.mode})`,
        'latency up to (ms)',
        'messages',
        r.latencyBuckets.map((b) => ({ label: Number.isFinite(b.upToMs) && b.upToMs !== null ? String(b.upToMs) : 'more', value: b.count })),
        COLORS[r.mode],
      ),
    ),
    ...chatResults.map((r) =>
      barChart(
        `chat-latency-histogram-${r.mode}`,
        `Chat latency histogram (${r.mode}: message sent to in the chat store)`,
        'latency up to (ms)',
        'messages',
        (r.chat?.latencyBuckets ?? []).map((b) => ({ label: Number.isFinite(b.upToMs) ? String(b.upToMs) : 'more', value: b.count })),
        '#3aa86b',
      ),
    ),
  ];
  return {
    name,
    title: `Headless feed and chat clients: ${name}`,
    context: { command, loadavg: loadavg().map((l) => l.toFixed(2)).join(' '), 'JSON.parse floor µs/frame': fixed(parseFloorUs, 2), node: process.version },
    tables: [
      { caption: 'Clients', rows },
      ...(chatResults.length > 0 ? [{ caption: 'Chat clients (streams/ chat transport, slice and epics; one per feed client)', rows: chatRows }] : []),
      ...(steps.length > 0 ? [{ caption: 'Steps', rows: [['mode', 'clients', 'deliveries/s', 'p50 ms', 'p95 ms', 'p99 ms'], ...steps] }] : []),
    ],
    charts,
    result: { parseFloorUs, results },
  };
}

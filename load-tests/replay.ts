/**
 * Replay server: serves a recording through the real feed and chat protocols at a speed factor (the chat on
 * /ws/chat, on the feed's clock).
 *
 *   npx tsx load-tests/replay.ts --recording busy --speed 10 --loop --port 8090 --with-app
 *   npx tsx load-tests/replay.ts --recording load-tests/recordings/quiet.ndjson.gz --speed max
 *   npx tsx load-tests/replay.ts --recording goals --speed 20 --ramp-from 1 --ramp-seconds 60 --loop
 *
 * --with-app also serves dist/ (run `npx vite build` first), the HTTP API and chat: open the printed URL.
 * Prints the delivered rate every 5 s. Ctrl-C stops it.
 */
import { positiveInt, positiveNumber, recordingOption, speedOption } from './cliOptions';
import { parseArgs } from 'node:util';
import { startReplayServer } from './replay/replayServer';

const { values } = parseArgs({
  options: {
    recording: { type: 'string', default: 'busy' },
    speed: { type: 'string', default: '1' },
    loop: { type: 'boolean', default: false },
    'ramp-from': { type: 'string' },
    'ramp-seconds': { type: 'string', default: '60' },
    'max-seconds': { type: 'string' },
    port: { type: 'string', default: '0' },
    'with-app': { type: 'boolean', default: false },
  },
});

const speed = speedOption(values.speed);
const server = await startReplayServer({
  recording: recordingOption(values.recording),
  speed,
  loop: values.loop,
  ...(values['ramp-from'] !== undefined ? { ramp: { from: positiveNumber(values['ramp-from'], 'ramp-from'), seconds: positiveNumber(values['ramp-seconds'], 'ramp-seconds') } } : {}),
  ...(values['max-seconds'] !== undefined ? { maxSeconds: positiveNumber(values['max-seconds'], 'max-seconds') } : {}),
  port: positiveInt(values.port, 'port', { allowZero: true }),
  withApp: values['with-app'],
});
server.replay.start();
console.log(`replaying ${values.recording} at ${values.speed}x on ${server.url} (feed namespace /feed, chat ${server.chatUrl}${values['with-app'] ? ', app and API' : ''})`);
let last = { deliveries: 0, ops: 0, chat: 0, at: Date.now() };
const report = setInterval(() => {
  const stats = server.replay.stats();
  const chat = server.chat.stats();
  const seconds = (Date.now() - last.at) / 1000;
  console.log(
    `deliveries/s ${((stats.deliveries - last.deliveries) / seconds).toFixed(0)}, updates/s ${((stats.opsDelivered - last.ops) / seconds).toFixed(0)}, loops ${stats.loops}; ` +
      `chat deliveries/s ${((chat.deliveries - last.chat) / seconds).toFixed(0)}, chat sockets ${chat.connections} (${chat.joined} in a room)`,
  );
  last = { deliveries: stats.deliveries, ops: stats.opsDelivered, chat: chat.deliveries, at: Date.now() };
}, 5000);
const stop = (): void => {
  clearInterval(report);
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
void server.replay.finished.then(stop);

/** The reference backend's public face (DESIGN.md section 7). */
export { createApp, startServer, type BackendApp, type RunningServer } from './server';
export { resolveServerConfig, type LogStream, type ServerConfig, type ServerOptions } from './config';
export type { Services } from './services';
export type { CaptchaMode } from './auth/captcha';
export { DEMO_MEMBERS, DEMO_VENUES } from './db/demoData';
export { md5Hex } from './db/seed';
/** mulberry32: a small seeded generator (the captcha's drawings; the load-test chat plans). */
export { seededRandom } from './auth/sliderImage';
/** The backend as one child process on a data folder (load tests, crash tests). */
export { startBackendProcess, type BackendProcess } from './testing/crashRestart';
export {
  ISSUANCE_ACCOUNT,
  Ledger,
  LedgerError,
  centerAccount,
  lockedAccount,
  venueAccount,
  type AccountId,
  type LedgerTransaction,
  type Posting,
} from './ledger';
export {
  attachFeed,
  createRecorder,
  readRecording,
  type FeedService,
  type FeedRecorder,
  type FeedRecord,
  type RecordedEvent,
} from './feed';
export { Simulator, simConfigFromEnv, startSimDriver, type SimConfig, type MatchResult } from './sim';
export type { ChatService, ChatRecordSink } from './chat';
// The chat on its own and the score pushes of the backend, for the load-test recording generator.
export { startChatTestServer, ChatTestClient, type ChatTestServer } from './testing/chatTestServer';
export { connectScoresToChat } from './scoresToChat';

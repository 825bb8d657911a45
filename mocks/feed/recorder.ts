import { createWriteStream, readFileSync } from 'node:fs';
import { gunzipSync, createGzip } from 'node:zlib';
import type { Writable } from 'node:stream';

/** Events the feed server emits, as recorded, and `chat`: a chat room broadcast (mocks/chat/chatRecorder.ts). */
export type RecordedEvent = 'delta' | 'hb' | 'ack' | 'chat';

/**
 * One line of a recording (gzipped NDJSON): t send time (ms since epoch), ev event name, ch channel (null for
 * hb), seq the channel sequence (null for hb), sid the socket for acks, data the payload exactly as emitted.
 */
export interface FeedRecord {
  t: number;
  ev: RecordedEvent;
  ch: string | null;
  seq: number | null;
  sid?: string;
  data: unknown;
}

export interface FeedRecorder {
  record(ev: RecordedEvent, channel: string | null, seq: number | null, data: unknown, socketId?: string): void;
  /** Lines recorded so far. */
  readonly count: number;
  /** Flushes and closes the file; resolves when it is complete on disk. */
  close(): Promise<void>;
}

export interface RecorderOptions {
  /** Clock of the send times (ms since epoch). */
  now?: () => number;
  /** Buffered text is handed to gzip when it passes this many characters (and at the end of the event loop turn). */
  chunkChars?: number;
}

/**
 * Records every message the feed emits to gzipped NDJSON (DESIGN.md section 4), for replay in load tests.
 * Lines are buffered and compressed off the hot path; `target` is a file path or a writable stream.
 */
export function createRecorder(target: string | Writable, options: RecorderOptions = {}): FeedRecorder {
  const now = options.now ?? Date.now;
  const chunkChars = options.chunkChars ?? 64 * 1024;
  const gzip = createGzip();
  const sink = typeof target === 'string' ? createWriteStream(target) : target;
  const finished = new Promise<void>((resolve, reject) => {
    sink.once('finish', resolve);
    sink.once('error', reject);
    gzip.once('error', reject);
  });
  gzip.pipe(sink);
  let buffer: string[] = [];
  let bufferChars = 0;
  let flushScheduled = false;
  let count = 0;
  let closed = false;

  const flush = (): void => {
    flushScheduled = false;
    if (buffer.length === 0) return;
    gzip.write(buffer.join(''));
    buffer = [];
    bufferChars = 0;
  };

  return {
    record(ev, channel, seq, data, socketId) {
      if (closed) return;
      const line: FeedRecord = { t: now(), ev, ch: channel, seq, ...(socketId !== undefined ? { sid: socketId } : {}), data };
      const text = `${JSON.stringify(line)}\n`;
      buffer.push(text);
      bufferChars += text.length;
      count += 1;
      if (bufferChars >= chunkChars) flush();
      else if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    },
    get count() {
      return count;
    },
    close() {
      if (!closed) {
        closed = true;
        flush();
        gzip.end();
      }
      return finished;
    },
  };
}

/** Reads a whole recording back (small files: tests and tools). */
export function readRecording(path: string): FeedRecord[] {
  const text = gunzipSync(readFileSync(path)).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as FeedRecord);
}

import type { ChatServerFrame } from '@src/contract';
import type { FeedRecorder } from '../feed/recorder';

/** Where chat lines go: the feed's recorder (one recording holds both) or one of the chat's own. */
export type ChatRecordSink = Pick<FeedRecorder, 'record'>;

/**
 * Records every frame the chat server sends to a room, once per room broadcast (not once per member), as
 * `{t, ev: 'chat', ch: <rid>, seq, data: <frame>}` lines of the feed's NDJSON format: `ch` the room (`lobby`,
 * `match:<gameId>`), `seq` consecutive per room from 1. Frames to one connection (answers, welcomes, history)
 * are not room output and are not recorded.
 */
export function chatBroadcastRecorder(sink: ChatRecordSink): (rid: string, frame: ChatServerFrame) => void {
  const seqs = new Map<string, number>();
  return (rid, frame) => {
    const seq = (seqs.get(rid) ?? 0) + 1;
    seqs.set(rid, seq);
    sink.record('chat', rid, seq, frame);
  };
}

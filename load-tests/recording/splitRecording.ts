import { ChatMsgId, isChatRoomId, type ChatServerFrame } from '@src/contract';
import type { FeedRecord } from '@mocks';

/** A chat line of a recording (mocks/chat/chatRecorder.ts): one room broadcast. */
export interface ChatRecord {
  t: number;
  ev: 'chat';
  /** The room: `lobby` or `match:<gameId>`. */
  ch: string;
  /** Consecutive per room from 1. */
  seq: number;
  data: ChatServerFrame;
}

export interface SplitRecording {
  /** ack, delta and hb lines: what the feed replay serves. */
  feed: FeedRecord[];
  chat: ChatRecord[];
}

function isChatRecord(record: FeedRecord): boolean {
  const data = record.data as { msgId?: unknown } | null;
  return (
    record.ev === 'chat' &&
    typeof record.ch === 'string' &&
    isChatRoomId(record.ch) &&
    typeof record.seq === 'number' &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.msgId === 'number'
  );
}

/** One recording, two services: the feed's lines and the chat's, each in recorded order. */
export function splitRecording(records: readonly FeedRecord[]): SplitRecording {
  const feed: FeedRecord[] = [];
  const chat: ChatRecord[] = [];
  for (const record of records) {
    if (record.ev !== 'chat') feed.push(record);
    else if (isChatRecord(record)) chat.push(record as ChatRecord);
  }
  return { feed, chat };
}

const MSG_ID_NAMES = new Map<number, string>(Object.entries(ChatMsgId).map(([name, id]) => [id, name]));

/** The contract's name of a chat message id (SendMessage, ScorePush, ...), or the number. */
export function chatFrameName(msgId: number): string {
  return MSG_ID_NAMES.get(msgId) ?? String(msgId);
}

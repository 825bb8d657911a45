import type { ChatMessage } from '@src/contract';
import type { ChatEvent, PendingChatMessage } from '@streams';

/** One row of the chat list. Rows carry ids only: each row selects its own entity. */
export type ChatTimelineItem =
  /** The top row: load older history, or say there is none. */
  | { kind: 'history'; key: 'history' }
  | { kind: 'message'; key: string; id: number }
  /** quiet: a line nobody needs to be told about (someone joined). */
  | { kind: 'event'; key: string; seq: number; quiet: boolean }
  | { kind: 'pending'; key: string; cmid: string };

const HISTORY_ROW: ChatTimelineItem = { kind: 'history', key: 'history' };

/**
 * The rows of a room, top to bottom: the history row, then members' messages (server order) and system
 * lines merged by time, then this client's messages still waiting for their echo. A message and a system
 * line of the same millisecond keep the message first.
 */
export function buildChatTimeline(
  messages: readonly ChatMessage[],
  events: readonly ChatEvent[],
  pending: readonly PendingChatMessage[],
): ChatTimelineItem[] {
  const rows: ChatTimelineItem[] = [HISTORY_ROW];
  let e = 0;
  for (const message of messages) {
    while (e < events.length && events[e]!.at < message.sentAt) {
      rows.push(eventRow(events[e]!));
      e += 1;
    }
    rows.push({ kind: 'message', key: `m${message.id}`, id: message.id });
  }
  for (; e < events.length; e += 1) rows.push(eventRow(events[e]!));
  for (const p of pending) rows.push({ kind: 'pending', key: `p${p.cmid}`, cmid: p.cmid });
  return rows;
}

function eventRow(event: ChatEvent): ChatTimelineItem {
  return { kind: 'event', key: `e${event.seq}`, seq: event.seq, quiet: event.kind === 'memberJoined' };
}

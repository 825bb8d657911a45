import { CHAT_LOBBY_ROOM, matchRoomId } from '@src/contract';
import { seededRandom } from '@mocks';

/** Chat in a recording: members chatting in the lobby and in a few match rooms, and bursts after goals. */
export interface ChatSpec {
  /** Messages per recorded second, all rooms together (Poisson). */
  rate: number;
  /** Share of the messages that go to the lobby; the rest spread over the match rooms. */
  lobbyShare: number;
  /** Match rooms with chatters (the first live football matches of the simulator). */
  matchRooms: number;
  /** Members who chat (each in one room, the lobby first). */
  senders: number;
  /** Messages in a match room within `burstMs` after each of its goals. */
  goalBurst: number;
  burstMs: number;
}

export interface PlannedMessage {
  at: number;
  rid: string;
  /** Index into the senders of `rid`. */
  sender: number;
  text: string;
}

// Test data of the recordings, not product text.
const PHRASES = [
  '好球！',
  '加油加油',
  '主队必胜',
  '这个球有点悬',
  '裁判吹得太严了',
  '下半场肯定进球',
  '大球稳了',
  '让球盘走水了吗',
  '客队防守太硬',
  '角球！',
  '门将神扑 🧤',
  '今晚串关三场，求过',
  '守住守住',
  '这赔率变得好快',
  '⚽⚽⚽',
  '有人看这场吗',
  '最后十分钟',
  '稳住，别急',
];

function poisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

/** Senders per room: the lobby takes its share, the match rooms the rest, at least one each. */
export function sendersByRoom(spec: ChatSpec, gameIds: readonly string[]): Map<string, number> {
  const rooms = new Map<string, number>();
  const lobby = Math.max(1, Math.round(spec.senders * spec.lobbyShare));
  rooms.set(CHAT_LOBBY_ROOM, lobby);
  const rest = Math.max(gameIds.length, spec.senders - lobby);
  gameIds.forEach((gameId, i) => {
    rooms.set(matchRoomId(gameId), Math.floor(rest / gameIds.length) + (i < rest % gameIds.length ? 1 : 0));
  });
  return rooms;
}

/**
 * Plans the chat of the recording: messages of one tick (`from` exclusive to `to` inclusive, recorded ms), and
 * the bursts that goals started. Everything comes from one seeded generator, in call order.
 */
export class ChatPlan {
  private readonly random: () => number;
  private readonly bursts: PlannedMessage[] = [];
  private readonly matchRooms: string[];

  constructor(
    private readonly spec: ChatSpec,
    seed: number,
    private readonly senders: ReadonlyMap<string, number>,
  ) {
    this.random = seededRandom(seed);
    this.matchRooms = [...senders.keys()].filter((rid) => rid !== CHAT_LOBBY_ROOM);
  }

  private pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.random() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  private message(at: number, rid: string): PlannedMessage {
    const senders = this.senders.get(rid) ?? 1;
    return { at, rid, sender: Math.floor(this.random() * senders), text: this.pick(PHRASES) };
  }

  /** A goal in `rid` (a room with chatters): its burst of messages over the next burstMs. */
  goal(rid: string, at: number): void {
    if (!this.senders.has(rid)) return;
    for (let i = 0; i < this.spec.goalBurst; i += 1)
      this.bursts.push(this.message(at + 1 + Math.floor(this.random() * this.spec.burstMs), rid));
  }

  tick(from: number, to: number): PlannedMessage[] {
    const planned: PlannedMessage[] = [];
    const count = poisson(this.random, (this.spec.rate * (to - from)) / 1000);
    for (let i = 0; i < count; i += 1) {
      const rid =
        this.matchRooms.length === 0 || this.random() < this.spec.lobbyShare ? CHAT_LOBBY_ROOM : this.pick(this.matchRooms);
      planned.push(this.message(from + 1 + Math.floor(this.random() * (to - from)), rid));
    }
    for (let i = this.bursts.length - 1; i >= 0; i -= 1) {
      const burst = this.bursts[i];
      if (burst && burst.at <= to) {
        planned.push(burst);
        this.bursts.splice(i, 1);
      }
    }
    // Stable order: time, then room, then sender (bursts and the tick's own messages interleave by time).
    return planned.sort((a, b) => a.at - b.at || a.rid.localeCompare(b.rid) || a.sender - b.sender);
  }
}

import type { ChatLimits } from './chatLimits';
import { SendRateLimiter } from './sendRateLimiter';

/**
 * Who a message counts against: its sender's identity, the connection it came on and the client address. Counting
 * per identity alone let one socket post without limit by logging in as a new guest (10019) between messages, and
 * many sockets from one address could each be a new sender; a message is refused when any of the three is full.
 */
export class ChatSendLimits {
  private readonly perSender: SendRateLimiter;
  private readonly perConnection: SendRateLimiter;
  private readonly perAddress: SendRateLimiter;

  constructor(limits: Pick<ChatLimits, 'sendsPerWindow' | 'sendWindowMs' | 'sendersPerAddress'>) {
    this.perSender = new SendRateLimiter(limits.sendsPerWindow, limits.sendWindowMs);
    this.perConnection = new SendRateLimiter(limits.sendsPerWindow, limits.sendWindowMs);
    this.perAddress = new SendRateLimiter(limits.sendsPerWindow * limits.sendersPerAddress, limits.sendWindowMs);
  }

  /** Counts a message against all three and answers true, or answers false and counts nothing. */
  tryAcquire(sender: { userId: string; connectionId: number; address: string }, now: number): boolean {
    const counters: [SendRateLimiter, string][] = [
      [this.perSender, sender.userId],
      [this.perConnection, String(sender.connectionId)],
      [this.perAddress, sender.address],
    ];
    if (!counters.every(([counter, key]) => counter.allows(key, now))) return false;
    for (const [counter, key] of counters) counter.record(key, now);
    return true;
  }

  /** A closed connection's count can go at once; identities and addresses outlive it. */
  connectionClosed(connectionId: number): void {
    this.perConnection.forget(String(connectionId));
  }

  prune(now: number): void {
    this.perSender.prune(now);
    this.perConnection.prune(now);
    this.perAddress.prune(now);
  }
}

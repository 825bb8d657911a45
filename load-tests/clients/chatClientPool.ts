import { AnswerWorker } from '../workers/answerWorker';
import type { FromChatClients, ToChatClients } from './clientMessages';

/** A worker thread of headless chat clients (chatClients.ts) and a queue of its answers. */
export class ChatClientPool extends AnswerWorker<ToChatClients, FromChatClients> {
  constructor() {
    super(new URL('./chatClients.ts', import.meta.url));
  }

  ask<T extends FromChatClients['type']>(message: ToChatClients, type: T, timeoutMs: number): Promise<Extract<FromChatClients, { type: T }>> {
    this.post(message);
    return this.next(type, timeoutMs);
  }
}

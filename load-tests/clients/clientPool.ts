import { AnswerWorker } from '../workers/answerWorker';
import type { FromClients, ToClients } from './clientMessages';

/** A worker thread of headless feed clients and a queue of its answers. */
export class ClientPool extends AnswerWorker<ToClients, FromClients> {
  constructor() {
    super(new URL('./feedClients.ts', import.meta.url));
  }

  ask<T extends FromClients['type']>(
    message: ToClients,
    type: T,
    timeoutMs: number,
  ): Promise<Extract<FromClients, { type: T }>> {
    this.post(message);
    return this.next(type, timeoutMs);
  }
}

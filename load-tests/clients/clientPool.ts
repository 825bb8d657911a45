import { Worker } from 'node:worker_threads';
import type { FromClients, ToClients } from './clientMessages';

/** A worker thread of headless clients and a queue of its answers. */
export class ClientPool {
  private readonly worker: Worker;
  private readonly inbox: FromClients[] = [];
  private waiting: ((message: FromClients) => void) | null = null;
  private failure: Error | null = null;

  constructor() {
    const entry = new URL('./feedClients.ts', import.meta.url).href;
    // A worker's entry is not run through tsx by --import; register tsx first, then load the clients.
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
    this.worker = new Worker(boot, { eval: true });
    this.worker.on('message', (message: FromClients) => {
      if (this.waiting) {
        const deliver = this.waiting;
        this.waiting = null;
        deliver(message);
      } else this.inbox.push(message);
    });
    this.worker.on('error', (error) => {
      this.failure = error;
    });
  }

  post(message: ToClients): void {
    this.worker.postMessage(message);
  }

  async ask<T extends FromClients['type']>(message: ToClients, type: T, timeoutMs: number): Promise<Extract<FromClients, { type: T }>> {
    this.post(message);
    const answer = this.inbox.shift() ?? (await this.receive(timeoutMs));
    if (answer.type === 'failed') throw new Error(`client worker: ${answer.error}`);
    if (answer.type !== type) throw new Error(`client worker answered ${answer.type}, expected ${type}`);
    return answer as Extract<FromClients, { type: T }>;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  private receive(timeoutMs: number): Promise<FromClients> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(new Error(`no answer from a client worker within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting = (message) => {
        clearTimeout(timer);
        resolve(message);
      };
    });
  }
}

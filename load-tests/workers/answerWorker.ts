import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript entry through tsx, with a queue of its answers: `next(type)` takes the
 * next answer and insists on its type. Shared by the headless feed clients and the chat load clients.
 */
export class AnswerWorker<In, Out extends { type: string }> {
  private readonly worker: Worker;
  private readonly inbox: Out[] = [];
  private waiting: ((message: Out) => void) | null = null;
  private failure: Error | null = null;

  constructor(entry: URL) {
    // A worker's entry is not run through tsx by --import; register tsx first, then load the entry.
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
    this.worker = new Worker(boot, { eval: true });
    this.worker.on('message', (message: Out) => {
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

  post(message: In): void {
    this.worker.postMessage(message);
  }

  async next<T extends Out['type']>(type: T, timeoutMs: number): Promise<Extract<Out, { type: T }>> {
    const message = this.inbox.shift() ?? (await this.receive(timeoutMs));
    if (message.type === 'failed')
      throw new Error(`client worker: ${(message as { error?: string }).error ?? ''}`);
    if (message.type !== type) throw new Error(`client worker answered ${message.type}, expected ${type}`);
    return message as Extract<Out, { type: T }>;
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  private receive(timeoutMs: number): Promise<Out> {
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

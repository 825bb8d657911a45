import type { Schedule } from '../schedule';
import type { VenueDirectory } from '../venues/providerApi';
import { answerOfTransfer, settle, type TransferAnswer } from './providerAnswers';
import type { VenueTransferBook, VenueTransferRecord } from './venueTransferBook';
import { reconcileBackoffMs, type VenueWalletSettings } from './venueWalletSettings';

export interface VenueReconcilerDeps {
  book: VenueTransferBook;
  directory: VenueDirectory;
  schedule: Schedule;
  clock: () => number;
  settings: Pick<VenueWalletSettings, 'reconcileMs' | 'graceMs' | 'maxBackoffMs'>;
  /** Transfers whose own call is still waiting for the provider in this process: not judged meanwhile. */
  inFlight: ReadonlySet<string>;
  onError: (error: unknown, transferId: string) => void;
}

export interface ReconcileRound {
  posted: number;
  voided: number;
  /** Still unknown (the provider did not answer, or the transfer is too young to judge). */
  stillPending: number;
}

/**
 * Finds out what became of every pending venue transfer by asking its provider (queryTransfer): succeeded ->
 * post; failed, or never received once past the grace period -> void; no answer -> ask again later, waiting
 * longer each time (reconcileBackoffMs). Runs at start (what a stop left pending), then every `reconcileMs`
 * while anything is pending; no timer runs when nothing is. Pending venue transfers never expire by time: an
 * expiry would hand back money the provider may hold.
 */
export class VenueReconciler {
  private cancel: (() => void) | null = null;
  private running: Promise<ReconcileRound> | null = null;
  private closed = true;

  constructor(private readonly deps: VenueReconcilerDeps) {}

  /**
   * Reconciles now (in the background: a slow provider must not hold the server's startup, whose only timers may
   * be unref'd ones), then keeps the timer while anything is pending, until `close`.
   */
  start(): void {
    this.closed = false;
    this.roundThenWake();
  }

  close(): void {
    this.closed = true;
    this.cancel?.();
    this.cancel = null;
  }

  /** Keeps the timer running after a new pending transfer (a transfer call that got no answer calls it). */
  wake(): void {
    if (this.closed || this.cancel || this.deps.settings.reconcileMs <= 0) return;
    if (this.deps.book.allPending().length === 0) return;
    this.cancel = this.deps.schedule(this.deps.settings.reconcileMs, () => {
      this.cancel = null;
      this.roundThenWake();
    });
  }

  private roundThenWake(): void {
    void this.reconcile()
      .catch((error: unknown) => this.deps.onError(error, '*'))
      .finally(() => this.wake());
  }

  /** One round over every pending transfer that is due; rounds never overlap (a second call joins the first). */
  reconcile(): Promise<ReconcileRound> {
    this.running ??= this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves once the round under way (if any) has finished. */
  async idle(): Promise<void> {
    await this.running;
  }

  private async round(): Promise<ReconcileRound> {
    const round: ReconcileRound = { posted: 0, voided: 0, stillPending: 0 };
    const now = this.deps.clock();
    const due = this.deps.book.due(now).filter((record) => !this.deps.inFlight.has(record.transferId));
    await Promise.all(
      due.map(async (record) => {
        try {
          const state = await this.check(record, now);
          if (state === 'posted') round.posted += 1;
          else if (state === 'voided') round.voided += 1;
          else round.stillPending += 1;
        } catch (error) {
          round.stillPending += 1;
          this.deps.onError(error, record.transferId);
        }
      }),
    );
    return round;
  }

  private async check(record: VenueTransferRecord, now: number): Promise<VenueTransferRecord['state']> {
    const provider = this.deps.directory.get(record.enName);
    const answer: TransferAnswer | 'never_received' = provider
      ? await this.query(provider.queryTransfer(record.transferId))
      : { kind: 'unknown', reason: `no provider ${record.enName}` };
    if (answer === 'never_received') {
      // Too young to judge: its call may still be on the way to the provider.
      if (now - record.createdAt < this.deps.settings.graceMs) return this.later(record, now, false);
      return this.deps.book.resolve(record.transferId, 'voided', 'reconciler').state;
    }
    if (answer.kind === 'succeeded') return this.deps.book.resolve(record.transferId, 'posted', 'reconciler').state;
    if (answer.kind === 'failed') return this.deps.book.resolve(record.transferId, 'voided', 'reconciler').state;
    return this.later(record, now, true);
  }

  private async query(call: Promise<Parameters<typeof answerOfTransfer>[0] | undefined>): Promise<TransferAnswer | 'never_received'> {
    const outcome = await settle(call);
    if (outcome.status === 'rejected') {
      const reason: unknown = outcome.reason;
      return { kind: 'unknown', reason: reason instanceof Error ? reason.message : String(reason) };
    }
    return outcome.value === undefined ? 'never_received' : answerOfTransfer(outcome.value);
  }

  /** Asks again later: a young transfer at the next round, an unanswered one after a growing wait. */
  private later(record: VenueTransferRecord, now: number, unanswered: boolean): 'pending' {
    if (unanswered) this.deps.book.unanswered(record.transferId, now + reconcileBackoffMs(record.attempts + 1, this.deps.settings));
    return 'pending';
  }
}

import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { Code, fenToMoney, moneyToFen } from '@src/contract';
import {
  LOCAL_SPORT_VENUE,
  VenueMessage,
  type AutoTransferStatus,
  type RecycleResult,
  type TransferDirection,
  type VenueTransfer,
} from '@src/contract/venue';
import { ApiError } from '../http/apiError';
import { centerAccount, venueAccount, type IdempotentRequests, type Ledger, type PendingTransfers } from '../ledger';
import type { Schedule } from '../schedule';
import type { VenueDirectory, VenueProvider } from '../venues/providerApi';
import { AutoTransferSwitch } from './autoTransferSwitch';
import { answerOfCall, settle, settledWithin, type TransferAnswer } from './providerAnswers';
import { VenueReconciler, type ReconcileRound } from './venueReconciler';
import { VenueTransferBook, type VenueTransferRecord } from './venueTransferBook';
import { VenueWalletMessage, maintenanceMessage, transferFailedMessage } from './venueWalletMessages';
import { DEFAULT_VENUE_WALLET_SETTINGS, type VenueWalletSettings } from './venueWalletSettings';

/** Idempotency scopes of the calls (IdempotentRequests). */
export const VENUE_TRANSFER_SCOPE = 'venue/transfer';
export const VENUE_RECYCLE_SCOPE = 'venue/recycle';

export interface VenueWalletsDeps {
  db: Database;
  ledger: Ledger;
  pending: PendingTransfers;
  idempotent: IdempotentRequests;
  directory: VenueDirectory;
  schedule: Schedule;
  clock: () => number;
  settings?: Partial<VenueWalletSettings>;
  /** Where failures of background work (a late provider answer, the reconciler) are reported. */
  onError?: (error: unknown, transferId: string) => void;
}

export interface VenueTransferCall {
  channelCode: string;
  direction: TransferDirection;
  amount: string;
  ty: '1';
  isActivity?: 0 | 1;
  key: string;
}

/** What became of one movement: its record after the provider's answer (or the time limit), and that answer. */
interface Moved {
  record: VenueTransferRecord;
  answer: TransferAnswer;
}

/**
 * The site's venue wallets (issue 15). Every movement between a member's centre wallet and a venue is a pending
 * ledger transfer (kind venue_transfer) with a stable transfer id the provider knows it by: reserved first (the
 * money shows as locked), then posted when the provider says it moved, voided when it says it did not; when it
 * does not say (a timeout, no answer within the time limit) it stays pending and VenueReconciler asks until it
 * knows. The member is answered from the records, never from a guess.
 *
 * Auto-transfer (免转), when a member turns it on: launching a game of venue V first brings every other venue's
 * whole balance back to the centre wallet (each venue a transfer out; one that refuses or does not answer keeps
 * its money, or leaves it pending), then moves the whole centre balance into V (one transfer in). A launch of the
 * local sportsbook (CRTY, which bets from the centre wallet) or of a venue in maintenance moves nothing. Recycle
 * brings it all back as well.
 */
export class VenueWallets {
  readonly book: VenueTransferBook;
  readonly reconciler: VenueReconciler;
  private readonly switches: AutoTransferSwitch;
  private readonly settings: VenueWalletSettings;
  /** Transfers whose provider call has not settled yet (the reconciler leaves them to it). */
  private readonly inFlight = new Set<string>();
  private readonly background = new Set<Promise<unknown>>();
  private reportError: (error: unknown, transferId: string) => void;
  private closed = false;

  constructor(private readonly deps: VenueWalletsDeps) {
    this.settings = { ...DEFAULT_VENUE_WALLET_SETTINGS, ...deps.settings };
    this.reportError = deps.onError ?? (() => undefined);
    this.book = new VenueTransferBook(deps.db, deps.ledger, deps.pending, deps.clock);
    this.switches = new AutoTransferSwitch(deps.db, deps.clock);
    this.reconciler = new VenueReconciler({
      book: this.book,
      directory: deps.directory,
      schedule: deps.schedule,
      clock: deps.clock,
      settings: this.settings,
      inFlight: this.inFlight,
      onError: (error, transferId) => this.reportError(error, transferId),
    });
  }

  onError(report: (error: unknown, transferId: string) => void): void {
    this.reportError = report;
  }

  /** At startup: resolves what a stop left pending (asking the providers, in the background), then on schedule. */
  start(): void {
    this.closed = false;
    this.reconciler.start();
  }

  /** Stops the reconciler; a provider answer that comes after is left to the next start's reconciler. */
  close(): void {
    this.closed = true;
    this.reconciler.close();
  }

  /** One reconciler round now (tests, the dev API). */
  reconcile(): Promise<ReconcileRound> {
    return this.reconciler.reconcile();
  }

  /** Resolves once every provider call still under way, and the reconciler's round, have finished. */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
    await this.reconciler.idle();
  }

  /**
   * venue/transfer: centre -> venue ('in') or venue -> centre ('out'), idempotent per member and key (the same
   * key with another body answers 6009, while the first runs 6011). Refuses before anything moves when the
   * venue is unknown (6004), the local sportsbook (6012), in maintenance (6415) or the wallet short (6012).
   */
  transfer(memberId: number, call: VenueTransferCall): Promise<VenueTransfer> {
    const { key, ...body } = call;
    return this.deps.idempotent.run(memberId, VENUE_TRANSFER_SCOPE, key, body, async () => {
      const provider = this.walletVenue(call.channelCode);
      const moved = await this.move(memberId, provider, call.direction, moneyToFen(call.amount), `venue:${memberId}:t:${key}`, this.settings.transferLimitMs);
      const { record } = moved;
      if (record.state === 'voided') throw refusalOf(provider, moved.answer);
      return {
        transferId: record.transferId,
        state: record.state,
        ...this.balances(memberId, provider.enName),
        message: record.state === 'posted' ? VenueMessage.transferPosted : VenueMessage.transferPending,
      };
    });
  }

  /**
   * venue/recycle (一键回收): every venue the records say holds the member's money moves all of it back, all
   * venues at once, each waiting at most recycleLimitMs; each venue's outcome is reported (a failed one keeps its
   * money). Idempotent per member and key.
   */
  recycle(memberId: number, key: string): Promise<RecycleResult> {
    return this.deps.idempotent.run(memberId, VENUE_RECYCLE_SCOPE, key, {}, async () => {
      const results = await Promise.all(
        this.venuesHoldingMoney(memberId).map(async ({ provider, amountFen }) => {
          const { name } = provider.info();
          const outcome = await this.bringBack(memberId, provider, amountFen, `venue:${memberId}:r:${key}:${provider.enName}`);
          return { enName: provider.enName, name, amount: fenToMoney(amountFen), ...outcome };
        }),
      );
      return { results, centerWalletBalance: fenToMoney(this.deps.ledger.balance(centerAccount(memberId))) };
    });
  }

  /** venue/balance: what the provider itself says the member holds there. */
  async balance(memberId: number, channelCode: string): Promise<{ enName: string; balance: string }> {
    const provider = this.walletVenue(channelCode);
    const answer = await settledWithin(
      Promise.resolve().then(() => provider.balance(String(memberId))),
      this.settings.transferLimitMs,
      this.deps.schedule,
    );
    if (answer?.status !== 'fulfilled') throw new ApiError(Code.BadGateway, VenueMessage.providerUnavailable);
    return { enName: provider.enName, balance: fenToMoney(moneyToFen(answer.value)) };
  }

  autoTransferStatus(memberId: number): AutoTransferStatus {
    return { status: this.autoTransferOn(memberId) ? 1 : 0 };
  }

  setAutoTransferStatus(memberId: number, status: 0 | 1): AutoTransferStatus {
    this.switches.set(memberId, status === 1);
    return this.autoTransferStatus(memberId);
  }

  autoTransferOn(memberId: number): boolean {
    return this.switches.isOn(memberId);
  }

  /**
   * Before a launch of `enName`, when the member's auto-transfer is on (see the class's rule): returns the fen
   * posted into the venue, 0n when off or nothing moved. Never throws for a provider's failure: the money stays
   * where the records say (a venue that did not answer leaves its transfer to the reconciler).
   */
  async autoTransferOnLaunch(memberId: number, enName: string): Promise<bigint> {
    if (!this.autoTransferOn(memberId) || enName === LOCAL_SPORT_VENUE) return 0n;
    const target = this.deps.directory.get(enName);
    if (!target || this.inMaintenance(target)) return 0n;
    const launch = randomUUID();
    await Promise.all(
      this.venuesHoldingMoney(memberId)
        .filter(({ provider }) => provider.enName !== enName)
        .map(({ provider, amountFen }) => this.bringBack(memberId, provider, amountFen, `venue:${memberId}:a:${launch}:${provider.enName}`)),
    );
    const centerFen = this.deps.ledger.balance(centerAccount(memberId));
    if (centerFen <= 0n) return 0n;
    try {
      const { record } = await this.move(memberId, target, 'in', centerFen, `venue:${memberId}:a:${launch}:${enName}`, this.settings.recycleLimitMs);
      return record.state === 'posted' ? record.amountFen : 0n;
    } catch (error) {
      // The centre wallet was spent meanwhile (6012): nothing moved, the game opens without it.
      if (error instanceof ApiError) return 0n;
      throw error;
    }
  }

  /**
   * One movement: reserve (the pending ledger transfer and its record, or the existing one for this key), ask the
   * provider, and resolve by its answer whenever it comes; waits at most `limitMs` for it.
   */
  private async move(
    memberId: number,
    provider: VenueProvider,
    direction: TransferDirection,
    amountFen: bigint,
    pendingKey: string,
    limitMs: number,
  ): Promise<Moved> {
    const record = this.book.reserve({ memberId, enName: provider.enName, venueName: provider.info().name, direction, amountFen, pendingKey });
    if (record.state !== 'pending') return { record, answer: answerOfState(record) };
    const { transferId } = record;
    // A repeat while the first call still waits (recycle and launch share nothing, but a retried key may).
    if (this.inFlight.has(transferId)) return { record, answer: { kind: 'unknown', reason: 'in flight' } };
    this.inFlight.add(transferId);
    const player = String(memberId);
    const money = fenToMoney(amountFen);
    const call = Promise.resolve().then(() =>
      direction === 'in' ? provider.deposit(player, transferId, money) : provider.withdraw(player, transferId, money),
    );
    const finished = settle(call).then((outcome): Moved => {
      try {
        if (this.closed) return { record, answer: { kind: 'unknown', reason: 'closed' } };
        return this.apply(transferId, answerOfCall(outcome));
      } finally {
        this.inFlight.delete(transferId);
      }
    });
    this.track(finished, transferId);
    const inTime = await settledWithin(finished, limitMs, this.deps.schedule);
    if (inTime === undefined) {
      this.reconciler.wake();
      return { record: this.book.find(transferId) ?? record, answer: { kind: 'unknown', reason: 'time limit' } };
    }
    if (inTime.status === 'rejected') throw inTime.reason;
    return inTime.value;
  }

  /** Resolves the record by the provider's answer; an unknown one is left to the reconciler. */
  private apply(transferId: string, answer: TransferAnswer): Moved {
    if (answer.kind === 'unknown') {
      this.reconciler.wake();
      const record = this.book.find(transferId);
      if (!record) throw new Error(`venue transfer ${transferId} is not recorded`);
      return { record, answer };
    }
    return { record: this.book.resolve(transferId, answer.kind === 'succeeded' ? 'posted' : 'voided', 'call'), answer };
  }

  /** A venue's whole balance back to the centre wallet, as recycle reports it; never throws for the provider. */
  private async bringBack(
    memberId: number,
    provider: VenueProvider,
    amountFen: bigint,
    pendingKey: string,
  ): Promise<{ outcome: 'posted' | 'pending' | 'failed'; message: string }> {
    if (this.inMaintenance(provider)) {
      const { name, maintenanceUntil } = provider.info();
      return { outcome: 'failed', message: maintenanceMessage(name, maintenanceUntil) };
    }
    try {
      const { record, answer } = await this.move(memberId, provider, 'out', amountFen, pendingKey, this.settings.recycleLimitMs);
      if (record.state === 'posted') return { outcome: 'posted', message: VenueMessage.recycleDone };
      if (record.state === 'pending') return { outcome: 'pending', message: VenueWalletMessage.recyclePending };
      const reason = answer.kind === 'failed' ? answer.reason : null;
      return { outcome: 'failed', message: reason ? `${VenueWalletMessage.recycleFailed}（${reason}）` : VenueWalletMessage.recycleFailed };
    } catch (error) {
      if (error instanceof ApiError) return { outcome: 'failed', message: error.message };
      throw error;
    }
  }

  /** Every wallet venue (not the local sportsbook) where the records hold the member's money. */
  private venuesHoldingMoney(memberId: number): { provider: VenueProvider; amountFen: bigint }[] {
    return this.deps.directory
      .list()
      .filter((provider) => provider.enName !== LOCAL_SPORT_VENUE)
      .map((provider) => ({ provider, amountFen: this.deps.ledger.balance(venueAccount(memberId, provider.enName)) }))
      .filter(({ amountFen }) => amountFen > 0n);
  }

  /** The venue of a wallet call: known (6004), not the local sportsbook (6012), open (6415). */
  private walletVenue(channelCode: string): VenueProvider {
    const provider = this.deps.directory.get(channelCode);
    if (!provider) throw new ApiError(Code.NotFound, VenueMessage.venueUnknown);
    if (provider.enName === LOCAL_SPORT_VENUE) throw new ApiError(Code.Warning, VenueWalletMessage.localSportNoWallet);
    if (this.inMaintenance(provider)) {
      const { name, maintenanceUntil } = provider.info();
      throw new ApiError(Code.VenueMaintenance, maintenanceMessage(name, maintenanceUntil), { enName: provider.enName, maintenanceUntil });
    }
    return provider;
  }

  private inMaintenance(provider: VenueProvider): boolean {
    const until = provider.info().maintenanceUntil;
    return until !== null && until > this.deps.clock();
  }

  private balances(memberId: number, enName: string): { centerWalletBalance: string; venueBalance: string } {
    return {
      centerWalletBalance: fenToMoney(this.deps.ledger.balance(centerAccount(memberId))),
      venueBalance: fenToMoney(this.deps.ledger.balance(venueAccount(memberId, enName))),
    };
  }

  private track(work: Promise<unknown>, transferId: string): void {
    const tracked = work.catch((error: unknown) => this.reportError(error, transferId));
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }
}

function answerOfState(record: VenueTransferRecord): TransferAnswer {
  return record.state === 'posted' ? { kind: 'succeeded' } : { kind: 'failed', reason: null, maintenance: false };
}

/** A voided transfer's answer: 6415 when the provider was in maintenance, else 6014 with its reason. */
function refusalOf(provider: VenueProvider, answer: TransferAnswer): ApiError {
  if (answer.kind === 'failed' && answer.maintenance) {
    const { name, maintenanceUntil } = provider.info();
    return new ApiError(Code.VenueMaintenance, maintenanceMessage(name, maintenanceUntil), { enName: provider.enName, maintenanceUntil });
  }
  return new ApiError(Code.InvocationError, transferFailedMessage(answer.kind === 'failed' ? answer.reason : null));
}

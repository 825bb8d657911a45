import { expect } from 'vitest';
import Big from 'big.js';
import { Code } from '@src/contract';
import { VenueMessage, type RecycleOutcome } from '@src/contract/venue';
import { memberInfo } from '@src/app/appTestHarness';
import { codeEnvelope, okEnvelope, type Envelope } from '@src/test/fakeFetch';

const GAME = '/game/api/v1';

/** Matches the idempotency key of a request: a fresh one each intended movement. */
export const anyKey: unknown = expect.stringMatching(/^[\w-]{8,}$/);

export const VENUE_NAMES: Record<string, string> = {
  CRTY: '皇冠体育',
  AGZR: 'AG真人',
  KYQP: '开元棋牌',
  PGDZ: 'PG电子',
};

export interface FakeVenueWalletOptions {
  center?: string;
  venues?: Record<string, string>;
  autoTransfer?: 0 | 1;
}

type Body = Record<string, unknown>;
type Scripted = (body: Body) => Envelope | Promise<Envelope>;

/**
 * The venue wallet calls as the reference backend answers them, over a small in-memory book (centre wallet, lock
 * money, one balance per venue). A test scripts the next answer of a call with `next`, or a venue's recycle
 * outcome with `recycleOutcome`.
 */
export function fakeVenueWallet(options: FakeVenueWalletOptions = {}) {
  const book = {
    center: new Big(options.center ?? '1000.00'),
    lock: new Big(0),
    venues: new Map(
      Object.entries(options.venues ?? { CRTY: '0', AGZR: '0', KYQP: '200', PGDZ: '0' }).map(
        ([enName, amount]) => [enName, new Big(amount)],
      ),
    ),
    autoTransfer: options.autoTransfer ?? 0,
  };
  const scripted = new Map<string, Scripted[]>();
  const recycleOutcomes = new Map<string, RecycleOutcome>();
  const requests: { path: string; body: Body }[] = [];

  const next = (call: 'transfer' | 'recycle' | 'balance' | 'setAutoTransfer', answer: Scripted) => {
    scripted.set(call, [...(scripted.get(call) ?? []), answer]);
  };
  const take = (call: string) => scripted.get(call)?.shift();
  const total = () =>
    [...book.venues.values()].reduce((sum, amount) => sum.plus(amount), book.center.plus(book.lock));
  const venueList = () =>
    [...book.venues].map(([enName, balance]) => ({
      enName,
      name: VENUE_NAMES[enName] ?? enName,
      balance: balance.toFixed(2),
    }));

  const record = (path: string, handler: (body: Body) => Envelope | Promise<Envelope>) => (body: unknown) => {
    requests.push({ path, body: body as Body });
    return handler(body as Body);
  };

  const routes = {
    '/site/api/v1/user/member/info': () => okEnvelope(memberInfo()),
    [`${GAME}/venue/allBalance`]: () => okEnvelope({ balance: total().toFixed(2), venues: venueList() }),
    '/fd/api/v1/transfer/getBalance': () =>
      okEnvelope({ centerWalletBalance: book.center.toFixed(2), lockMoney: book.lock.toFixed(2) }),
    [`${GAME}/venue/balance`]: record('balance', (body) => {
      const scriptedAnswer = take('balance');
      if (scriptedAnswer) return scriptedAnswer(body);
      const enName = String(body.channelCode);
      return okEnvelope({ enName, balance: (book.venues.get(enName) ?? new Big(0)).toFixed(2) });
    }),
    [`${GAME}/venue/transfer`]: record('transfer', (body) => {
      const scriptedAnswer = take('transfer');
      if (scriptedAnswer) return scriptedAnswer(body);
      const enName = String(body.channelCode);
      const amount = new Big(String(body.amount));
      const venue = book.venues.get(enName) ?? new Big(0);
      if (body.direction === 'in') {
        if (amount.gt(book.center)) return codeEnvelope(Code.Warning, VenueMessage.insufficientCenter);
        book.center = book.center.minus(amount);
        book.venues.set(enName, venue.plus(amount));
      } else {
        if (amount.gt(venue)) return codeEnvelope(Code.Warning, VenueMessage.insufficientVenue);
        book.venues.set(enName, venue.minus(amount));
        book.center = book.center.plus(amount);
      }
      return okEnvelope({
        transferId: `T${requests.length}`,
        state: 'posted',
        centerWalletBalance: book.center.toFixed(2),
        venueBalance: (book.venues.get(enName) ?? new Big(0)).toFixed(2),
        message: VenueMessage.transferPosted,
      });
    }),
    [`${GAME}/venue/recycle`]: record('recycle', (body) => {
      const scriptedAnswer = take('recycle');
      if (scriptedAnswer) return scriptedAnswer(body);
      const results = [...book.venues]
        .filter(([, balance]) => balance.gt(0))
        .map(([enName, balance]) => {
          const outcome = recycleOutcomes.get(enName) ?? 'posted';
          if (outcome === 'posted') {
            book.center = book.center.plus(balance);
            book.venues.set(enName, new Big(0));
          }
          return {
            enName,
            name: VENUE_NAMES[enName] ?? enName,
            amount: balance.toFixed(2),
            outcome,
            message: outcome === 'failed' ? VenueMessage.providerUnavailable : VenueMessage.recycleDone,
          };
        });
      return okEnvelope({ results, centerWalletBalance: book.center.toFixed(2) });
    }),
    [`${GAME}/status/getAutoTransferStatus`]: () => okEnvelope({ status: book.autoTransfer }),
    [`${GAME}/status/setAutoTransferStatus`]: record('setAutoTransfer', (body) => {
      const scriptedAnswer = take('setAutoTransfer');
      if (scriptedAnswer) return scriptedAnswer(body);
      book.autoTransfer = body.status === 1 ? 1 : 0;
      return okEnvelope({ status: book.autoTransfer });
    }),
  };

  return {
    routes,
    book,
    next,
    /** How a venue's recycle ends (default posted). */
    recycleOutcome: (enName: string, outcome: RecycleOutcome) => recycleOutcomes.set(enName, outcome),
    requests: (path: 'transfer' | 'recycle' | 'balance' | 'setAutoTransfer') =>
      requests.filter((request) => request.path === path).map((request) => request.body),
  };
}

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fenToMoney } from '@src/contract';
import type { FakeStep } from './testing/fakeVenues';
import { WALLET_VENUES, createVenueWalletBed, type BedMember, type VenueWalletBed } from './testing/venueWalletBed';
import { DEFAULT_VENUE_WALLET_SETTINGS } from './venueWalletSettings';

const FAULTS: FakeStep[] = ['ok', 'ok', 'refuse', 'timeoutApplied', 'timeoutLost', 'unavailable', 'maintenance'];
const DEMO_BALANCE_FEN = 1_000_000n;
const venueArb = fc.constantFrom(...WALLET_VENUES);

const stepArb = fc.oneof(
  fc.record({
    kind: fc.constant('transfer' as const),
    member: fc.nat(1),
    venue: venueArb,
    direction: fc.constantFrom('in' as const, 'out' as const),
    fen: fc.bigInt({ min: 1n, max: 600_000n }),
    fault: fc.constantFrom(...FAULTS),
  }),
  fc.record({ kind: fc.constant('recycle' as const), member: fc.nat(1), faults: fc.array(fc.constantFrom(...FAULTS), { minLength: 3, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('queryOutage' as const), venue: venueArb, down: fc.boolean() }),
  fc.record({ kind: fc.constant('reconcile' as const) }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 20_000 }) }),
);

let bed: VenueWalletBed;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  bed = await createVenueWalletBed((ms) => vi.setSystemTime(ms));
});
afterAll(async () => {
  await bed.close();
  vi.useRealTimers();
});

describe('venue wallets, over random transfers, recycles, provider faults and reconciling', () => {
  it('keep the books at zero, no wallet negative, and, once reconciled, nothing pending and the money where the providers say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 14 }), async (steps) => {
        for (const enName of WALLET_VENUES) bed.venue(enName).reset();
        const members: BedMember[] = [await bed.newMember(), await bed.newMember()];
        for (const step of steps) {
          if (step.kind === 'transfer') {
            const member = members[step.member] as BedMember;
            bed.venue(step.venue).plan(step.fault);
            await bed.transfer(member, step.venue, step.direction, fenToMoney(step.fen));
          } else if (step.kind === 'recycle') {
            WALLET_VENUES.forEach((enName, i) => bed.venue(enName).plan(step.faults[i] ?? 'ok'));
            await bed.recycle(members[step.member] as BedMember);
          } else if (step.kind === 'queryOutage') {
            bed.venue(step.venue).queryTimesOut = step.down;
          } else if (step.kind === 'reconcile') {
            await bed.reconcile();
          } else {
            await bed.timers.advance(step.ms);
          }
          const check = bed.verify();
          expect(check.balanced).toBe(true);
          expect(check.negativeMemberAccounts).toEqual([]);
          for (const member of members) {
            const books = bed.books(member);
            const venues = Object.values(books.venuesFen).reduce((sum, fen) => sum + fen, 0n);
            expect(books.centerFen + books.lockedFen + venues).toBe(DEMO_BALANCE_FEN);
          }
        }

        // The providers answer again: every pending transfer is resolved, and the records agree with them.
        for (const enName of WALLET_VENUES) bed.venue(enName).reset();
        await bed.timers.advance(DEFAULT_VENUE_WALLET_SETTINGS.maxBackoffMs);
        await bed.reconcile();
        expect(bed.backend.services.venueWallets.book.allPending()).toEqual([]);
        for (const member of members) {
          const books = bed.books(member);
          expect(books.lockedFen).toBe(0n);
          for (const enName of WALLET_VENUES) {
            expect(books.venuesFen[enName]).toBe(bed.venue(enName).heldFen(String(member.id)));
          }
          const venues = Object.values(books.venuesFen).reduce((sum, fen) => sum + fen, 0n);
          expect(books.centerFen + venues).toBe(DEMO_BALANCE_FEN);
        }
        expect(bed.verify().balanced).toBe(true);
      }),
      { numRuns: 30 },
    );
    // A backend over HTTP inject per step: on a busy shared machine 30 runs have taken 30 s.
  }, 180_000);
});

import type BetterSqlite3 from 'better-sqlite3';
import { Code } from '@src/contract';
import type { WithdrawCard, WithdrawMethod } from '@src/contract/withdraw';
import { ApiError } from '../../http/apiError';
import { ISSUANCE_ACCOUNT, MemberWalletReader, PendingTransfers, centerAccount, type Ledger } from '../../ledger';
import { freshLedger, openMember } from '../../ledger/ledgerTestBed';
import type { Schedule } from '../../schedule';
import { Withdrawals } from './withdrawals';
import type { WithdrawalCardBook, WithdrawalPasswordGate } from './withdrawalPorts';
import { DEFAULT_WITHDRAWAL_SETTINGS, type WithdrawalSettings } from './withdrawalSettings';

/** The withdrawal password every test member has, unless the test removes it. */
export const TEST_PASSWORD = '246810';

/** A stand-in for the cards service's password: counts every check (before it checks), like the real one. */
export class FakePasswords implements WithdrawalPasswordGate {
  readonly unset = new Set<number>();
  checks = 0;
  isSet(memberId: number): boolean {
    return !this.unset.has(memberId);
  }
  verify(_memberId: number, password: string): Promise<void> {
    this.checks += 1;
    if (password !== TEST_PASSWORD) return Promise.reject(new ApiError(Code.PasswordCheckFailure, '取款密码错误'));
    return Promise.resolve();
  }
}

/** A stand-in for the cards service: each member's cards, masked. */
export class FakeCards implements WithdrawalCardBook {
  private readonly cards: (WithdrawCard & { memberId: number })[] = [];
  add(memberId: number, method: WithdrawMethod): WithdrawCard {
    const card = { id: this.cards.length + 1, method, name: '中国工商银行', masked: '**** **** **** 1234', holder: '张*' };
    this.cards.push({ ...card, memberId });
    return card;
  }
  listOwned(memberId: number): WithdrawCard[] {
    return this.cards.filter((card) => card.memberId === memberId).map(({ memberId: _owner, ...card }) => card);
  }
  ownedBy(memberId: number, cardId: number): WithdrawCard | undefined {
    return this.listOwned(memberId).find((card) => card.id === cardId);
  }
}

/** A schedule run by hand: `runDue(now)` fires the timers due by then. */
export class ManualSchedule {
  private timers: { at: number; run: () => void }[] = [];
  constructor(private readonly clock: () => number) {}
  readonly schedule: Schedule = (ms, run) => {
    const timer = { at: this.clock() + ms, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  };
  runDue(): void {
    const due = this.timers.filter((t) => t.at <= this.clock());
    this.timers = this.timers.filter((t) => t.at > this.clock());
    for (const timer of due) timer.run();
  }
  get size(): number {
    return this.timers.length;
  }
}

export interface WithdrawalBed {
  db: BetterSqlite3.Database;
  ledger: Ledger;
  pending: PendingTransfers;
  wallets: MemberWalletReader;
  withdrawals: Withdrawals;
  passwords: FakePasswords;
  cards: FakeCards;
  now: { ms: number };
  member(name: string, balanceFen?: bigint): number;
}

/** Test bed: a migrated database, a ledger with pending transfers, the withdrawals over fake cards and password. */
export function withdrawalBed(settings: Partial<WithdrawalSettings> = {}): WithdrawalBed {
  const now = { ms: Date.UTC(2026, 10, 27, 4, 0, 0) };
  const clock = () => now.ms;
  const { db, ledger } = freshLedger(clock);
  const pending = new PendingTransfers(db, ledger, clock);
  const wallets = new MemberWalletReader(db, ledger);
  const passwords = new FakePasswords();
  const cards = new FakeCards();
  const withdrawals = new Withdrawals({
    db,
    ledger,
    pending,
    wallets,
    passwords,
    cards,
    settings: { ...DEFAULT_WITHDRAWAL_SETTINGS, ...settings },
    clock,
  });
  return {
    db,
    ledger,
    pending,
    wallets,
    withdrawals,
    passwords,
    cards,
    now,
    member(name, balanceFen = 1_000_000n) {
      const id = openMember(db, ledger, name);
      if (balanceFen > 0n) ledger.move(`signup:${id}`, 'signup_credit', ISSUANCE_ACCOUNT, centerAccount(id), balanceFen);
      return id;
    },
  };
}

import type { Database, Statement } from 'better-sqlite3';
import Big from 'big.js';
import { fenToMoney } from '@src/contract';
import type { TurnoverRequirement } from '@src/contract/withdraw';
import { centerAccount } from '../../ledger';

/** Ledger kinds that start a new turnover requirement. */
const REQUIREMENT_KINDS = ['deposit', 'bonus'] as const;

interface CreditRow {
  created_at: bigint;
  amount_fen: bigint;
}

/**
 * The turnover requirement (流水要求): before withdrawing, a member must have wagered the latest deposit or
 * bonus credited to their centre wallet times the configured multiple. What counts is the valid stake: the
 * stake of bets accepted or settled (not pending, not rejected) placed at or after that credit. An earlier
 * credit's requirement is replaced by the latest one. Without any deposit or bonus there is no requirement.
 */
export class TurnoverRequirements {
  private readonly latestCredit: Statement<[string], CreditRow>;
  private readonly stakeSince: Statement<[number, number], { total: bigint }>;

  constructor(
    db: Database,
    private readonly multiple: string,
  ) {
    this.latestCredit = db
      .prepare<[string], CreditRow>(
        `SELECT t.created_at, e.amount_fen
           FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
          WHERE e.account_id = ? AND e.amount_fen > 0
            AND t.kind IN (${REQUIREMENT_KINDS.map((kind) => `'${kind}'`).join(', ')})
          ORDER BY t.id DESC LIMIT 1`,
      )
      .safeIntegers(true);
    this.stakeSince = db
      .prepare<[number, number], { total: bigint }>(
        `SELECT COALESCE(SUM(stake_fen), 0) AS total FROM bet_tickets
          WHERE member_id = ? AND status IN ('accepted', 'settled') AND created_at >= ?`,
      )
      .safeIntegers(true);
  }

  of(memberId: number): TurnoverRequirement & { remainingFen: bigint } {
    const credit = this.latestCredit.get(centerAccount(memberId));
    if (!credit) {
      return { required: '0.00', done: '0.00', remaining: '0.00', met: true, since: null, remainingFen: 0n };
    }
    const since = Number(credit.created_at);
    const requiredFen = BigInt(new Big(credit.amount_fen.toString()).times(this.multiple).round(0, Big.roundUp).toFixed(0));
    const doneFen = this.stakeSince.get(memberId, since)?.total ?? 0n;
    const remainingFen = doneFen >= requiredFen ? 0n : requiredFen - doneFen;
    return {
      required: fenToMoney(requiredFen),
      done: fenToMoney(doneFen),
      remaining: fenToMoney(remainingFen),
      met: remainingFen === 0n,
      since,
      remainingFen,
    };
  }
}

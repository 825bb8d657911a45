import type { Database, Statement } from 'better-sqlite3';
import {
  DEAL_RECORD_DEFAULT_SPAN_MS,
  DEAL_RECORD_KINDS,
  type DealRecord,
  type DealRecordKindTotal,
  type DealRecordTotals,
} from '@src/contract/dealRecord';
import { fenToMoney } from '@src/contract/money';

export interface DealRecordQuery {
  beginTime?: number;
  endTime?: number;
  kinds?: readonly string[];
}

export interface DealRecordPage {
  list: DealRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

interface RecordRow {
  transaction_id: bigint;
  kind: string;
  memo: string;
  created_at: bigint;
  center_change_fen: bigint;
  locked_change_fen: bigint;
  center_after_fen: bigint;
  locked_after_fen: bigint;
}

interface KindTotalRow {
  kind: string;
  n: bigint;
  center: bigint;
  locked: bigint;
}

/** A filter as SQL over deal_records (migration 013): the member, a time window and maybe some kinds. */
interface Window {
  where: string;
  params: (number | string)[];
}

const KIND_ORDER = new Map<string, number>(DEAL_RECORD_KINDS.map((kind, index) => [kind, index]));

/**
 * A member's transaction records (transactions/queryDealRecord): the ledger's transactions on the member's
 * centre wallet and locked money, newest first, each with the balances right after it. Reads deal_records,
 * the ledger's own index by member kept in step by a trigger (migration 013): a page is one range of the
 * (member, time) or (member, kind, time) index, whatever the member's history.
 */
export class DealRecords {
  constructor(
    private readonly db: Database,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  list(
    memberId: number,
    query: DealRecordQuery,
    page: { pageNum: number; pageSize: number },
  ): DealRecordPage {
    const window = this.window(memberId, query);
    const total =
      this.db
        .prepare<(number | string)[], { n: number }>(
          `SELECT COUNT(*) AS n FROM deal_records WHERE ${window.where}`,
        )
        .get(...window.params)?.n ?? 0;
    const rows = this.select<RecordRow>(
      `SELECT transaction_id, kind, memo, created_at, center_change_fen, locked_change_fen, center_after_fen,
              locked_after_fen
         FROM deal_records WHERE ${window.where}
        ORDER BY created_at DESC, transaction_id DESC LIMIT ? OFFSET ?`,
    ).all(...window.params, page.pageSize, (page.pageNum - 1) * page.pageSize);
    return { list: rows.map(toRecord), total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  totals(memberId: number, query: DealRecordQuery): DealRecordTotals {
    const window = this.window(memberId, query);
    const rows = this.select<KindTotalRow>(
      `SELECT kind, COUNT(*) AS n, SUM(center_change_fen) AS center, SUM(locked_change_fen) AS locked
         FROM deal_records WHERE ${window.where} GROUP BY kind`,
    ).all(...window.params);
    const kinds: DealRecordKindTotal[] = [...rows]
      .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || a.kind.localeCompare(b.kind))
      .map((row) => ({
        kind: row.kind,
        count: Number(row.n),
        amount: fenToMoney(row.center),
        lockedChange: fenToMoney(row.locked),
      }));
    return {
      count: rows.reduce((sum, row) => sum + Number(row.n), 0),
      amount: fenToMoney(rows.reduce((sum, row) => sum + row.center, 0n)),
      kinds,
    };
  }

  private window(memberId: number, query: DealRecordQuery): Window {
    const end = query.endTime ?? this.clock() + 1;
    const begin = query.beginTime ?? Math.max(0, end - DEAL_RECORD_DEFAULT_SPAN_MS);
    const kinds = [...new Set(query.kinds ?? [])];
    const kindClause = kinds.length === 0 ? '' : ` AND kind IN (${kinds.map(() => '?').join(', ')})`;
    return {
      where: `member_id = ? AND created_at >= ? AND created_at < ?${kindClause}`,
      params: [memberId, begin, end, ...kinds],
    };
  }

  private select<Row>(sql: string): Statement<(number | string)[], Row> {
    return this.db.prepare<(number | string)[], Row>(sql).safeIntegers(true);
  }
}

function kindRank(kind: string): number {
  return KIND_ORDER.get(kind) ?? KIND_ORDER.size;
}

function toRecord(row: RecordRow): DealRecord {
  return {
    id: Number(row.transaction_id),
    time: Number(row.created_at),
    kind: row.kind,
    amount: fenToMoney(row.center_change_fen),
    balanceAfter: fenToMoney(row.center_after_fen),
    lockedChange: fenToMoney(row.locked_change_fen),
    lockedAfter: fenToMoney(row.locked_after_fen),
    reference: row.memo,
  };
}

import type { Database, Statement } from 'better-sqlite3';

/** Each member's auto-transfer (免转) switch (table venue_auto_transfer); off until the member turns it on. */
export class AutoTransferSwitch {
  private readonly select: Statement<[number], { status: number }>;
  private readonly upsert: Statement<[number, number, number]>;

  constructor(
    db: Database,
    private readonly clock: () => number,
  ) {
    this.select = db.prepare('SELECT status FROM venue_auto_transfer WHERE member_id = ?');
    this.upsert = db.prepare(
      `INSERT INTO venue_auto_transfer (member_id, status, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
    );
  }

  isOn(memberId: number): boolean {
    return this.select.get(memberId)?.status === 1;
  }

  set(memberId: number, on: boolean): void {
    this.upsert.run(memberId, on ? 1 : 0, this.clock());
  }
}

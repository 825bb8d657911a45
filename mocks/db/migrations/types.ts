import type { Database } from 'better-sqlite3';

/** One step of the schema. `up` runs inside a transaction together with its schema_migrations row. */
export interface Migration {
  /** Strictly increasing, never reused. */
  readonly version: number;
  readonly name: string;
  readonly up: string | ((db: Database) => void);
}

import type { EntityTable } from './feedTypes';

/**
 * Writes into an entity table in place during one reducer call (see EntityTable for why), and gives
 * the table a new identity at the end if anything changed. Removals are compacted out of `ids` once,
 * at the end, so dropping thousands of entities stays linear.
 */
export class TableWriter<T, Table extends EntityTable<T> = EntityTable<T>> {
  private changed = false;
  private removed: Set<string> | null = null;

  constructor(readonly table: Table) {}

  get(id: string): T | undefined {
    return this.table.entities[id];
  }

  set(id: string, entity: T): void {
    const entities = this.table.entities;
    // An id removed earlier in this call still has its place in `ids`.
    if (entities[id] === undefined && this.removed?.delete(id) !== true) this.table.ids.push(id);
    entities[id] = entity;
    this.changed = true;
  }

  /** set() for an id known to be in the table (just read with get()): one record write, no checks. */
  replace(id: string, entity: T): void {
    this.table.entities[id] = entity;
    this.changed = true;
  }

  remove(id: string): void {
    const entities = this.table.entities;
    if (entities[id] === undefined) return;
    delete entities[id];
    (this.removed ??= new Set()).add(id);
    this.changed = true;
  }

  /** Marks a change made directly to the table's own containers (for example OddsTable.byGame). */
  touch(): void {
    this.changed = true;
  }

  finish(): Table {
    if (!this.changed) return this.table;
    if (this.removed !== null && this.removed.size > 0) {
      const { ids, entities } = this.table;
      let kept = 0;
      for (const id of ids) if (entities[id] !== undefined) ids[kept++] = id;
      ids.length = kept;
    }
    return { ...this.table, rev: this.table.rev + 1 };
  }
}

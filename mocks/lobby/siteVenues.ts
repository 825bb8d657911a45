import type { Database, Statement } from 'better-sqlite3';
import type { VenueStatus } from '@src/contract/venue';

interface SiteVenueRow {
  en_name: string;
  sort: number;
  status: VenueStatus;
}

/** The site's own list of venues (the `venues` table): the order lobbies show them in, and a site-side closure. */
export class SiteVenues {
  private readonly selectAll: Statement<[], SiteVenueRow>;

  constructor(db: Database) {
    this.selectAll = db.prepare('SELECT en_name, sort, status FROM venues');
  }

  /** By venue code; a venue the site does not list is absent. */
  byCode(): Map<string, SiteVenueRow> {
    return new Map(this.selectAll.all().map((row) => [row.en_name, row]));
  }
}

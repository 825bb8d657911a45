import type { Database, Statement } from 'better-sqlite3';
import { centerAccount, lockedAccount, venueAccount } from './accounts';
import type { Ledger } from './ledger';

export interface VenueWallet {
  enName: string;
  name: string;
  balanceFen: bigint;
}

export interface MemberWallets {
  centerFen: bigint;
  lockedFen: bigint;
  venues: VenueWallet[];
  /** Centre wallet plus every venue wallet (spec 7.4, category 8); locked money is not spendable. */
  totalFen: bigint;
}

/** A member's wallets as the balance calls show them, read from the ledger's balances. */
export class MemberWalletReader {
  private readonly selectVenues: Statement<[], { en_name: string; name: string }>;

  constructor(
    db: Database,
    private readonly ledger: Ledger,
  ) {
    this.selectVenues = db.prepare('SELECT en_name, name FROM venues ORDER BY sort, en_name');
  }

  read(memberId: number): MemberWallets {
    const centerFen = this.ledger.balance(centerAccount(memberId));
    const lockedFen = this.ledger.balance(lockedAccount(memberId));
    const venues = this.selectVenues.all().map((venue) => ({
      enName: venue.en_name,
      name: venue.name,
      balanceFen: this.ledger.balance(venueAccount(memberId, venue.en_name)),
    }));
    const totalFen = venues.reduce((sum, venue) => sum + venue.balanceFen, centerFen);
    return { centerFen, lockedFen, venues, totalFen };
  }
}

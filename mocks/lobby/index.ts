import type { Database } from 'better-sqlite3';
import type { Ledger } from '../ledger';
import type { VenueDirectory } from '../venues/providerApi';
import { GameCollection } from './gameCollection';
import { GameFavourites } from './gameFavourites';
import { GameLauncher, type LaunchAutoTransfer } from './gameLauncher';
import { GameLaunches } from './gameLaunches';
import { SiteVenues } from './siteVenues';
import { SportSession } from './sportSession';
import { VenueLobby } from './venueLobby';

export type { LaunchAutoTransfer } from './gameLauncher';

/** The casino lobbies' services (issue 15): what mocks/http/routes/venueLobby.ts serves. */
export interface LobbyServices {
  lobby: VenueLobby;
  collection: GameCollection;
  launcher: GameLauncher;
  sportSession: SportSession;
}

export interface LobbyDependencies {
  db: Database;
  /** The venues, reached only through the provider interface (mocks/venues). */
  directory: VenueDirectory;
  ledger: Ledger;
  /** Auto-transfer (免转) on launch: the venue wallets' VenueWallets. */
  autoTransfer: LaunchAutoTransfer;
  clock?: () => number;
}

export function createLobbyServices({ db, directory, ledger, autoTransfer, clock }: LobbyDependencies): LobbyServices {
  const siteVenues = new SiteVenues(db);
  const favourites = new GameFavourites(db, clock);
  const launches = new GameLaunches(db, clock);
  return {
    lobby: new VenueLobby({ directory, siteVenues, ledger, favourites, launches, clock }),
    collection: new GameCollection(directory, favourites),
    launcher: new GameLauncher({ directory, siteVenues, ledger, launches, autoTransfer, clock }),
    sportSession: new SportSession(directory, clock),
  };
}

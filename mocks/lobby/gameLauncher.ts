import { Code, fenToMoney, type ServerLanguage } from '@src/contract';
import { LOCAL_SPORT_VENUE, VenueMessage, type LaunchResponse } from '@src/contract/venue';
import { ApiError } from '../http/apiError';
import type { Ledger } from '../ledger';
import { venueAccount } from '../ledger/accounts';
import { ProviderError, type VenueDirectory } from '../venues/providerApi';
import type { GameLaunches } from './gameLaunches';
import { LobbyMessage, maintenanceMessage } from './lobbyMessages';
import type { SiteVenues } from './siteVenues';
import { venueState } from './venueStatus';

/** The part of the venue wallets a launch needs (VenueWallets, mocks/venueWallet): auto-transfer (免转). */
export interface LaunchAutoTransfer {
  /** When the member's auto-transfer is on, moves the money into `enName`; the fen moved in (0n when none). */
  autoTransferOnLaunch(memberId: number, enName: string): Promise<bigint>;
}

export interface LaunchRequest {
  enName: string;
  gameCode: string;
  /** 1 join the venue's activity, 0 enter without it, undefined not chosen yet. */
  isActivity?: 0 | 1 | undefined;
}

export interface GameLauncherOptions {
  directory: VenueDirectory;
  siteVenues: SiteVenues;
  ledger: Ledger;
  launches: GameLaunches;
  autoTransfer: LaunchAutoTransfer;
  clock?: () => number;
}

/**
 * launch: opens a game for a member by the rules of spec 4 and 8.2. Unknown venue or game 6004; CRTY has no
 * launch (the client opens the local sport page); a venue in maintenance 6415 with its expected end; a venue
 * running an activity, asked without a choice while the member has nothing there, 6413 with the activity's text
 * (the client offers to transfer and enter, or enter directly). Otherwise auto-transfer (when on) moves the
 * money in, the provider gives the game's address, and the launch is recorded (recently played, popularity).
 */
export class GameLauncher {
  private readonly clock: () => number;

  constructor(private readonly options: GameLauncherOptions) {
    this.clock = options.clock ?? (() => Date.now());
  }

  async launch(memberId: number, request: LaunchRequest, language: ServerLanguage): Promise<LaunchResponse> {
    const { directory, ledger, launches, autoTransfer } = this.options;
    const provider = directory.get(request.enName);
    if (!provider) throw new ApiError(Code.NotFound, VenueMessage.venueUnknown);
    if (provider.enName === LOCAL_SPORT_VENUE) throw new ApiError(Code.InvalidParameter, LobbyMessage.localSportNoLaunch);
    const info = provider.info();
    if (!provider.games().some((game) => game.gameCode === request.gameCode)) {
      throw new ApiError(Code.NotFound, VenueMessage.gameUnknown);
    }
    const siteStatus = this.options.siteVenues.byCode().get(provider.enName)?.status;
    const state = venueState(info, siteStatus, this.clock());
    if (state.status === 'maintenance') {
      throw new ApiError(Code.VenueMaintenance, maintenanceMessage(info.name, state.maintenanceUntil));
    }
    if (
      info.activity !== null &&
      request.isActivity === undefined &&
      ledger.balance(venueAccount(memberId, provider.enName)) === 0n
    ) {
      throw new ApiError(Code.VenueActivity, info.activity);
    }

    const movedFen = await autoTransfer.autoTransferOnLaunch(memberId, provider.enName);
    let url: string;
    try {
      url = await provider.launchUrl(String(memberId), request.gameCode, language);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'maintenance') throw new ApiError(Code.VenueMaintenance, maintenanceMessage(info.name, null));
      throw new ApiError(Code.BadGateway, VenueMessage.providerUnavailable);
    }
    launches.record(memberId, provider.enName, request.gameCode);
    return { url, transferred: movedFen > 0n ? fenToMoney(movedFen) : null };
  }
}

import type { Database } from 'better-sqlite3';
import { SimulatedVenues, type VenueDirectoryOptions } from './simulatedVenues';

export { ProviderError } from './providerApi';
export type { ProviderGame, ProviderInfo, ProviderTransfer, VenueDirectory, VenueProvider } from './providerApi';
export { SimulatedVenues, type VenueDirectoryOptions, type VenueFaultState } from './simulatedVenues';
export { SimulatedVenueProvider, BUSY_REASON, VENUES_BASE_PATH, type RandomSource } from './simulatedProvider';
export { SHORT_BALANCE_REASON } from './wallet/venueWalletBook';
export { parseVenueFaults, venueFaultsSchema, type VenueFaultSetting, type VenueFaults } from './faults/venueFaults';
export { venueLogoUrl, gameThumbnailUrl } from './art/artUrls';
export { registerVenueRoutes } from './http/venueRoutes';

/**
 * The reference backend's venue providers (DESIGN.md section 2: outside parties): the 14 venues, each with its
 * catalogue, its own transfer wallet and game page, and the fault controls of README "Venue providers".
 */
export function createVenueDirectory(db: Database, options: VenueDirectoryOptions = {}): SimulatedVenues {
  return new SimulatedVenues(db, options);
}

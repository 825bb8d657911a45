import type { VenueStatus } from '@src/contract/venue';
import type { ProviderInfo } from '../venues/providerApi';

export interface VenueState {
  status: VenueStatus;
  /** Expected end of the maintenance (epoch ms), or null when open or unknown. */
  maintenanceUntil: number | null;
}

/**
 * A venue's state at `now`: in maintenance while its provider says so (until a time still ahead) or while the
 * site has closed it (the venues table's status, without a known end).
 */
export function venueState(info: ProviderInfo, siteStatus: VenueStatus | undefined, now: number): VenueState {
  const until = info.maintenanceUntil;
  if (until !== null && until > now) {
    return { status: 'maintenance', maintenanceUntil: Number.isFinite(until) ? until : null };
  }
  if (siteStatus === 'maintenance') return { status: 'maintenance', maintenanceUntil: null };
  return { status: 'open', maintenanceUntil: null };
}

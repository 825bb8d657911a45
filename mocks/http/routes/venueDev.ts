import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Code, endpoint, moneySchema } from '@src/contract';
import { VenueMessage, channelCodeSchema } from '@src/contract/venue';
import type { Services } from '../../services';
import { venueFaultsSchema, type SimulatedVenues, type VenueFaultState } from '../../venues';
import { ApiError } from '../apiError';
import { DEV_API_BASE_PATH } from '../apiPaths';
import { defineRoute } from '../defineRoute';

/** A venue's fault settings in force. */
const venueFaultStateSchema = z.object({
  enName: z.string(),
  fail: z.number(),
  timeout: z.number(),
  slowMs: z.number().int(),
  /** Under maintenance until (epoch ms), or null when open. */
  maintenanceUntil: z.number().int().nullable(),
});

/** The longest maintenance the dev API sets: 30 days. */
const MAX_MAINTENANCE_MINUTES = 30 * 24 * 60;

/** Test-only venue provider calls (DEV_API=1; README "Venue providers"). */
export const venueDevApi = {
  /** Sets a venue's faults from now on (null clears them); answers the settings in force. */
  venueFaults: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/venue/faults`,
    z.object({ enName: channelCodeSchema, faults: venueFaultsSchema.nullable() }),
    venueFaultStateSchema,
  ),
  /** Puts a venue under maintenance for `minutes` from now (6415 on launch), or ends it with null. */
  venueMaintenance: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/venue/maintenance`,
    z.object({
      enName: channelCodeSchema,
      minutes: z.number().int().min(1).max(MAX_MAINTENANCE_MINUTES).nullable(),
    }),
    venueFaultStateSchema,
  ),
  /** Every venue's fault settings in force. */
  venueFaultStates: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/venue/faultStates`,
    z.object({}).passthrough(),
    z.array(venueFaultStateSchema),
  ),
  /** What the provider itself holds for a member (its own wallet, not the site's ledger), for books checks. */
  venueProviderBalance: endpoint(
    'POST',
    `${DEV_API_BASE_PATH}/venue/providerBalance`,
    z.object({ enName: channelCodeSchema, username: z.string().min(1).max(40) }),
    z.object({ enName: z.string(), balance: moneySchema }),
  ),
};

function known(state: VenueFaultState | undefined): VenueFaultState {
  if (!state) throw new ApiError(Code.NotFound, VenueMessage.venueUnknown);
  return state;
}

export function registerVenueDevRoutes(app: FastifyInstance, services: Services): void {
  const venues: SimulatedVenues = services.venueProviders;
  defineRoute(app, venueDevApi.venueFaults, (body) => known(venues.setFaults(body.enName, body.faults)));
  defineRoute(app, venueDevApi.venueMaintenance, (body) => known(venues.setMaintenance(body.enName, body.minutes)));
  defineRoute(app, venueDevApi.venueFaultStates, () =>
    venues.list().map((provider) => known(venues.faultState(provider.enName))),
  );
  defineRoute(app, venueDevApi.venueProviderBalance, (body) => {
    const provider = venues.get(body.enName);
    if (!provider) throw new ApiError(Code.NotFound, VenueMessage.venueUnknown);
    const member = services.members.findByName(body.username);
    if (!member) throw new ApiError(Code.NotFound, '会员不存在');
    return { enName: provider.enName, balance: provider.walletBalance(String(member.id)) };
  });
}

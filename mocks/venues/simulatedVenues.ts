import type { Database } from 'better-sqlite3';
import { timeoutSchedule, type Schedule } from '../schedule';
import { VENUE_PROFILES } from './catalogue/venueCatalogue';
import { NO_FAULTS, type VenueFaultSetting, type VenueFaults } from './faults/venueFaults';
import type { VenueDirectory } from './providerApi';
import { GameSessions } from './session/gameSessions';
import { loadVenueSecret } from './session/venueSecrets';
import { SimulatedVenueProvider, type RandomSource } from './simulatedProvider';
import { VenueWalletBook } from './wallet/venueWalletBook';

export interface VenueDirectoryOptions {
  /** Startup faults and maintenance per venue code (VENUE_FAULTS); a code that is no venue is an error. */
  faults?: Readonly<Record<string, VenueFaultSetting>>;
  /** The draws of the fault rates (default Math.random; tests seed one). */
  random?: RandomSource;
  /** How slow answers wait (default setTimeout; tests run timers by hand). */
  schedule?: Schedule;
  clock?: () => number;
}

/** One venue's fault settings in force. */
export interface VenueFaultState extends VenueFaults {
  enName: string;
  /** Under maintenance until (epoch ms), or null when open. */
  maintenanceUntil: number | null;
}

/**
 * Every venue provider of the reference backend (the VenueDirectory the site reaches them through), with the
 * controls tests and the dev API use to make them misbehave.
 */
export class SimulatedVenues implements VenueDirectory {
  private readonly providers: readonly SimulatedVenueProvider[];
  private readonly byCode: ReadonlyMap<string, SimulatedVenueProvider>;
  private readonly clock: () => number;

  constructor(db: Database, options: VenueDirectoryOptions = {}) {
    const clock = options.clock ?? (() => Date.now());
    this.clock = clock;
    const random = options.random ?? Math.random;
    const schedule = options.schedule ?? timeoutSchedule;
    this.providers = VENUE_PROFILES.map(
      (profile) =>
        new SimulatedVenueProvider({
          profile,
          wallet: new VenueWalletBook(db, profile.enName, clock),
          sessions: new GameSessions(profile.enName, loadVenueSecret(db, profile.enName)),
          random,
          schedule,
          clock,
        }),
    );
    this.byCode = new Map(this.providers.map((provider) => [provider.enName, provider]));
    for (const [enName, setting] of Object.entries(options.faults ?? {})) {
      const provider = this.byCode.get(enName);
      if (!provider)
        throw new Error(`VENUE_FAULTS: ${enName} is not a venue (${this.providers.map((p) => p.enName).join(', ')})`);
      provider.setFaults(setting.faults);
      provider.setMaintenance(setting.maintenanceMs === null ? null : clock() + setting.maintenanceMs);
    }
  }

  list(): readonly SimulatedVenueProvider[] {
    return this.providers;
  }

  get(enName: string): SimulatedVenueProvider | undefined {
    return this.byCode.get(enName);
  }

  /** Sets a venue's faults from now on (null: none); undefined when no venue has that code. */
  setFaults(enName: string, faults: VenueFaults | null): VenueFaultState | undefined {
    const provider = this.byCode.get(enName);
    provider?.setFaults(faults ?? NO_FAULTS);
    return this.faultState(enName);
  }

  /** Puts a venue under maintenance for `minutes` from now, or ends it with null. */
  setMaintenance(enName: string, minutes: number | null): VenueFaultState | undefined {
    const provider = this.byCode.get(enName);
    provider?.setMaintenance(minutes === null ? null : this.clock() + minutes * 60_000);
    return this.faultState(enName);
  }

  faultState(enName: string): VenueFaultState | undefined {
    const provider = this.byCode.get(enName);
    if (!provider) return undefined;
    return { enName, ...provider.faults(), maintenanceUntil: provider.maintenanceUntil() };
  }
}

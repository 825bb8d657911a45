import type { ProviderReport } from './providerApi';

/** POSTs a report to a URL of the site; resolves whether the site acknowledged it. */
export type ReportPoster = (url: string, report: ProviderReport) => Promise<boolean>;

/**
 * How a provider's reports reach the site: the provider is built before the HTTP app exists, so it posts through
 * this relay, which the app connects once built (in the server: an HTTP request through the app's own router, the
 * same path a provider on another host would take). Reports sent before that are refused (the provider's problem,
 * as when the site is down: the site's reconciler still learns the outcome).
 */
export class ReportRelay {
  private poster: ReportPoster | undefined;
  private readonly inFlight = new Set<Promise<boolean>>();

  connect(poster: ReportPoster): void {
    this.poster = poster;
  }

  deliver = (url: string, report: ProviderReport): Promise<boolean> => {
    if (!this.poster) return Promise.reject(new Error('the site is not reachable yet'));
    const delivery = this.poster(url, report);
    this.inFlight.add(delivery);
    const forget = (): void => {
      this.inFlight.delete(delivery);
    };
    delivery.then(forget, forget);
    return delivery;
  };

  /** Resolves once every report on its way has been answered (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}

import type { AppStorage } from './appStorage';

/**
 * Supplies the `uuid` header (spec 7.6). It must settle promptly: the API client starts its 30 s timeout
 * after it, so a provider that could hang falls back instead (spec 7.6: host plus a hash id).
 */
export type DeviceIdProvider = () => string | Promise<string>;

/** Longest wait for the fingerprint before the fallback id is used. */
export const FINGERPRINT_TIMEOUT_MS = 3000;

export interface FingerprintDeviceIdOptions {
  /** The FingerprintJS visitor id; by default the bundled open-source agent, loaded on first use. */
  visitorId?: () => Promise<string>;
  timeoutMs?: number;
  /** The page's host, for the fallback id. */
  host?: string;
  /** A random hex id, for the fallback id. */
  randomHex?: () => string;
}

/** The open-source FingerprintJS v5 agent (bundled: spec 7.6 loads it from the site itself). */
async function fingerprintVisitorId(): Promise<string> {
  const { default: FingerprintJS } = await import('@fingerprintjs/fingerprintjs');
  // monitoring: false, or the agent reports usage statistics to its vendor.
  const agent = await FingerprintJS.load({ monitoring: false });
  return (await agent.get()).visitorId;
}

const randomHex = (): string => crypto.randomUUID().replace(/-/g, '');

/**
 * A new device id: the browser fingerprint's visitor id, or the page host plus a random hash id when the
 * fingerprint fails or takes longer than `timeoutMs` (spec 7.6).
 */
export function fingerprintDeviceId(options: FingerprintDeviceIdOptions = {}): () => Promise<string> {
  const visitorId = options.visitorId ?? fingerprintVisitorId;
  const timeoutMs = options.timeoutMs ?? FINGERPRINT_TIMEOUT_MS;
  const fallback = (): string =>
    `${options.host ?? globalThis.location?.host ?? 'localhost'}-${(options.randomHex ?? randomHex)()}`;
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    try {
      const id = await Promise.race([visitorId(), timedOut]);
      return typeof id === 'string' && /^[\w-]{8,100}$/.test(id) ? id : fallback();
    } catch {
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The device id, made once per browser and kept in storage: by default the fingerprint (with its
 * fallback). Calls while it is being made share the one attempt.
 */
export function storedDeviceId(
  storage: AppStorage,
  newId: () => string | Promise<string> = fingerprintDeviceId(),
): DeviceIdProvider {
  let making: Promise<string> | null = null;
  return () => {
    const existing = storage.get('deviceId');
    if (existing) return existing;
    making ??= Promise.resolve(newId()).then(
      (id) => {
        storage.set('deviceId', id);
        making = null;
        return id;
      },
      (error: unknown) => {
        making = null;
        throw error;
      },
    );
    return making;
  };
}

import type { AppStorage } from './appStorage';

/**
 * Supplies the `uuid` header (spec 7.6). A provider, so the accounts issue can swap in FingerprintJS
 * (asynchronous) without touching the API client. It must settle promptly: the request timeout starts
 * after it, so a provider that can hang should fall back (spec 7.6: host plus a hash id) instead.
 */
export type DeviceIdProvider = () => string | Promise<string>;

/** A random id made once per browser and kept in storage. */
export function storedDeviceId(
  storage: AppStorage,
  newId: () => string = () => crypto.randomUUID(),
): DeviceIdProvider {
  return () => {
    const existing = storage.get('deviceId');
    if (existing) return existing;
    const id = newId();
    storage.set('deviceId', id);
    return id;
  };
}

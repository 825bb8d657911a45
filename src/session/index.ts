/** Session and browser storage: who is logged in, and the one module that owns storage keys (spec 3, 4). */
export * from './storageKeys';
export { createAppStorage, type AppStorage, type StoredValues, type DecryptedEntry } from './appStorage';
export { browserStorage, createMemoryStorage, type KeyValueStorage } from './keyValueStorage';
export {
  fingerprintDeviceId,
  storedDeviceId,
  FINGERPRINT_TIMEOUT_MS,
  type DeviceIdProvider,
  type FingerprintDeviceIdOptions,
} from './deviceId';
export { captureReferral, registerReferral, type RegisterReferral } from './referral';
export * from './sessionSlice';
export { sessionEpic, BALANCE_POLL_MS, type SessionDependencies } from './sessionEpic';

import { DECRYPTED_DATA_PREFIX, SESSION_KEYS, StorageKey, type StorageKeyName } from './storageKeys';
import type { KeyValueStorage } from './keyValueStorage';
import type { Edition } from '@src/theme/theme';
import type { SupportedLanguage } from '@src/i18n/i18n';

/** What each key holds once read; a stored value that does not parse reads as absent. */
export interface StoredValues {
  token: string;
  userId: string;
  inviteCode: string;
  referralCode: string;
  originalUrl: string;
  jwtToken: string;
  deviceId: string;
  hideZeroBalance: boolean;
  rememberPwdTime: number;
  rememberedUsername: string;
  edition: Edition;
  language: SupportedLanguage;
  safeSwitch: string;
  registerFlag: string;
  onceValue: string;
}

interface Codec<T> {
  parse(raw: string): T | null;
  format(value: T): string;
}

const text: Codec<string> = { parse: (raw) => (raw === '' ? null : raw), format: (value) => value };
const flag: Codec<boolean> = { parse: (raw) => raw === '1', format: (value) => (value ? '1' : '0') };
const timestamp: Codec<number> = {
  parse: (raw) => (/^\d{1,15}$/.test(raw) ? Number(raw) : null),
  format: (value) => String(Math.trunc(value)),
};
const oneOf = <T extends string>(...values: T[]): Codec<T> => ({
  parse: (raw) => ((values as string[]).includes(raw) ? (raw as T) : null),
  format: (value) => value,
});

const codecs: { [K in StorageKeyName]: Codec<StoredValues[K]> } = {
  token: text,
  userId: text,
  inviteCode: text,
  referralCode: text,
  originalUrl: text,
  jwtToken: text,
  deviceId: text,
  hideZeroBalance: flag,
  rememberPwdTime: timestamp,
  rememberedUsername: text,
  edition: oneOf('classic', 'professional'),
  language: oneOf('zh-CN', 'zh-TW'),
  safeSwitch: text,
  registerFlag: text,
  onceValue: text,
};

/** A decrypted-data cache entry (spec 3): d the data, v the flag. */
export interface DecryptedEntry {
  d: unknown;
  v: boolean;
}

/** The app's typed view of browser storage; the only module that touches storage keys. */
export interface AppStorage {
  get<K extends StorageKeyName>(key: K): StoredValues[K] | null;
  set<K extends StorageKeyName>(key: K, value: StoredValues[K]): void;
  remove(key: StorageKeyName): void;
  /** Reads a one-time value and removes it. */
  takeOnce(): string | null;
  getDecrypted(name: string): DecryptedEntry | null;
  setDecrypted(name: string, entry: DecryptedEntry): void;
  /** Logout and login expiry: the member's token, ids and the decrypted cache go; preferences stay. */
  clearSession(): void;
}

export function createAppStorage(storage: KeyValueStorage): AppStorage {
  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      storage.setItem(key, value);
    } catch {
      // Quota or privacy mode: the session still works for this page, it is just not remembered.
    }
  };
  const remove = (key: string): void => {
    try {
      storage.removeItem(key);
    } catch {
      // as above
    }
  };

  const app: AppStorage = {
    get(key) {
      const raw = read(StorageKey[key]);
      return raw === null ? null : codecs[key].parse(raw);
    },
    set(key, value) {
      write(StorageKey[key], codecs[key].format(value));
    },
    remove(key) {
      remove(StorageKey[key]);
    },
    takeOnce() {
      const value = app.get('onceValue');
      app.remove('onceValue');
      return value;
    },
    getDecrypted(name) {
      const raw = read(DECRYPTED_DATA_PREFIX + name);
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed === 'object' && parsed !== null && 'd' in parsed && 'v' in parsed) {
          return { d: parsed.d, v: parsed.v === true };
        }
      } catch {
        // a corrupt entry reads as absent
      }
      return null;
    },
    setDecrypted(name, entry) {
      write(DECRYPTED_DATA_PREFIX + name, JSON.stringify(entry));
    },
    clearSession() {
      for (const key of SESSION_KEYS) app.remove(key);
      const decrypted: string[] = [];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key?.startsWith(DECRYPTED_DATA_PREFIX)) decrypted.push(key);
      }
      decrypted.forEach(remove);
    },
  };
  return app;
}

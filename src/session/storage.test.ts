import { describe, expect, it } from 'vitest';
import { createAppStorage } from './appStorage';
import { storedDeviceId } from './deviceId';
import { browserStorage, createMemoryStorage } from './keyValueStorage';
import { captureReferral, registerReferral } from './referral';
import { DECRYPTED_DATA_PREFIX, SESSION_KEYS, StorageKey } from './storageKeys';

describe('storage keys', () => {
  it('every key of spec 3 has its own, distinct browser key', () => {
    const values = Object.values(StorageKey);
    expect(new Set(values).size).toBe(values.length);
    for (const name of [
      'token',
      'userId',
      'inviteCode',
      'referralCode',
      'originalUrl',
      'jwtToken',
      'hideZeroBalance',
      'rememberPwdTime',
      'rememberedUsername',
      'edition',
      'safeSwitch',
      'registerFlag',
      'onceValue',
      'deviceId',
      'language',
    ]) {
      expect(StorageKey).toHaveProperty(name);
    }
  });

  it('no key starts with the decrypted-data prefix, so clearing that cache never hits them', () => {
    for (const key of Object.values(StorageKey)) expect(key.startsWith(DECRYPTED_DATA_PREFIX)).toBe(false);
    expect(DECRYPTED_DATA_PREFIX).toBe('DD_');
  });

  it('the session keys are the token, the user id and the chat token', () => {
    expect([...SESSION_KEYS].sort()).toEqual(['jwtToken', 'token', 'userId']);
  });
});

describe('app storage', () => {
  it('stores the login token under "token", as the spec reads "logged in"', () => {
    const raw = createMemoryStorage();
    const storage = createAppStorage(raw);
    storage.set('token', 'abc');
    expect(raw.getItem('token')).toBe('abc');
    expect(storage.get('token')).toBe('abc');
  });

  it('reads typed values and treats malformed ones as absent', () => {
    const storage = createAppStorage(
      createMemoryStorage({
        edition: 'neon',
        language: 'zh-TW',
        rememberPwdTime: 'yesterday',
        hideZeroBalance: '1',
      }),
    );
    expect(storage.get('edition')).toBeNull();
    expect(storage.get('language')).toBe('zh-TW');
    expect(storage.get('rememberPwdTime')).toBeNull();
    expect(storage.get('hideZeroBalance')).toBe(true);
    storage.set('rememberPwdTime', 1_700_000_000_000);
    expect(storage.get('rememberPwdTime')).toBe(1_700_000_000_000);
  });

  it('a one-time value is gone after it is read', () => {
    const storage = createAppStorage(createMemoryStorage());
    storage.set('onceValue', 'x');
    expect(storage.takeOnce()).toBe('x');
    expect(storage.takeOnce()).toBeNull();
  });

  it('clearing the session removes the token, user id, chat token and decrypted cache but keeps preferences', () => {
    const raw = createMemoryStorage();
    const storage = createAppStorage(raw);
    storage.set('token', 't');
    storage.set('userId', 'u');
    storage.set('jwtToken', 'j');
    storage.set('edition', 'professional');
    storage.set('rememberedUsername', 'demo01');
    storage.setDecrypted('bank', { d: { card: '****1234' }, v: true });
    storage.setDecrypted('phone', { d: '138****5678', v: false });
    expect(storage.getDecrypted('bank')).toEqual({ d: { card: '****1234' }, v: true });

    storage.clearSession();

    expect(storage.get('token')).toBeNull();
    expect(storage.get('userId')).toBeNull();
    expect(storage.get('jwtToken')).toBeNull();
    expect(storage.getDecrypted('bank')).toBeNull();
    expect(storage.getDecrypted('phone')).toBeNull();
    expect(storage.get('edition')).toBe('professional');
    expect(storage.get('rememberedUsername')).toBe('demo01');
  });

  it('a storage that throws never breaks the app', () => {
    const broken = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createAppStorage(broken);
    expect(() => storage.set('token', 't')).not.toThrow();
    expect(storage.get('token')).toBeNull();
    expect(() => storage.clearSession()).not.toThrow();
  });

  it('falls back to memory where there is no localStorage (Node)', () => {
    const storage = browserStorage();
    storage.setItem('a', 'b');
    expect(storage.getItem('a')).toBe('b');
  });
});

describe('device id', () => {
  it('is made once and then read back from storage', async () => {
    const storage = createAppStorage(createMemoryStorage());
    let made = 0;
    const provider = storedDeviceId(storage, () => `device-${++made}`);
    expect(await provider()).toBe('device-1');
    expect(await provider()).toBe('device-1');
    expect(storage.get('deviceId')).toBe('device-1');
    expect(await storedDeviceId(storage, () => 'other')()).toBe('device-1');
  });
});

describe('referral codes from the page address', () => {
  it('reads any spelling of rcode and icode and keeps the address they came with', () => {
    const storage = createAppStorage(createMemoryStorage());
    captureReferral(new URL('https://example.test/?r_Code=R42&i_code=I7'), storage);
    expect(storage.get('referralCode')).toBe('R42');
    expect(storage.get('inviteCode')).toBe('I7');
    expect(storage.get('originalUrl')).toBe('https://example.test/?r_Code=R42&i_code=I7');
  });

  it('an address without codes leaves earlier codes in place', () => {
    const storage = createAppStorage(createMemoryStorage());
    captureReferral(new URL('https://example.test/?rCode=R1'), storage);
    captureReferral(new URL('https://example.test/game/sport'), storage);
    expect(storage.get('referralCode')).toBe('R1');
  });

  it('the register payload carries the codes and the page address with both added', () => {
    const storage = createAppStorage(createMemoryStorage());
    captureReferral(new URL('https://example.test/?rcode=R1&icode=I2'), storage);
    expect(registerReferral(new URL('https://example.test/sponsor'), storage)).toEqual({
      domain: 'https://example.test/sponsor?icode=I2&rcode=R1',
      rCode: 'R1',
      iCode: 'I2',
    });
  });
});

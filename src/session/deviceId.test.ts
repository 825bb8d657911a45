import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStorage } from './appStorage';
import { fingerprintDeviceId, FINGERPRINT_TIMEOUT_MS, storedDeviceId } from './deviceId';
import { createMemoryStorage } from './keyValueStorage';

const fallbackOptions = { host: 'www.example.test', randomHex: () => 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };

afterEach(() => {
  vi.useRealTimers();
});

describe('the device id (spec 7.6)', () => {
  it('is the fingerprint visitor id, kept in storage for the next visit', async () => {
    const storage = createAppStorage(createMemoryStorage());
    const visitorId = vi.fn(() => Promise.resolve('e33dfc92169a8f1c74f3210cbfffff05'));
    const provider = storedDeviceId(storage, fingerprintDeviceId({ visitorId, ...fallbackOptions }));
    expect(await provider()).toBe('e33dfc92169a8f1c74f3210cbfffff05');
    expect(storage.get('deviceId')).toBe('e33dfc92169a8f1c74f3210cbfffff05');
    expect(await storedDeviceId(storage, () => 'another')()).toBe('e33dfc92169a8f1c74f3210cbfffff05');
    expect(visitorId).toHaveBeenCalledTimes(1);
  });

  it('falls back to the host plus a hash id when the fingerprint fails', async () => {
    const storage = createAppStorage(createMemoryStorage());
    const provider = storedDeviceId(
      storage,
      fingerprintDeviceId({ visitorId: () => Promise.reject(new Error('blocked')), ...fallbackOptions }),
    );
    expect(await provider()).toBe('www.example.test-a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(storage.get('deviceId')).toBe('www.example.test-a1b2c3d4e5f60718293a4b5c6d7e8f90');
  });

  it('never hangs: a fingerprint still running after the timeout gives way to the fallback', async () => {
    vi.useFakeTimers();
    const provider = fingerprintDeviceId({
      visitorId: () => new Promise<string>(() => undefined),
      ...fallbackOptions,
    });
    const id = provider();
    await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS - 1);
    let settled = false;
    void id.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await id).toBe('www.example.test-a1b2c3d4e5f60718293a4b5c6d7e8f90');
  });

  it('an empty or odd visitor id is not sent as the uuid header', async () => {
    expect(await fingerprintDeviceId({ visitorId: () => Promise.resolve(''), ...fallbackOptions })()).toBe(
      'www.example.test-a1b2c3d4e5f60718293a4b5c6d7e8f90',
    );
    expect(
      await fingerprintDeviceId({ visitorId: () => Promise.resolve('bad id\r\nx: y'), ...fallbackOptions })(),
    ).toBe('www.example.test-a1b2c3d4e5f60718293a4b5c6d7e8f90');
  });

  it('requests made while the id is being worked out share one fingerprint', async () => {
    const storage = createAppStorage(createMemoryStorage());
    let finish: (id: string) => void = () => undefined;
    const newId = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const provider = storedDeviceId(storage, newId);
    const first = provider();
    const second = provider();
    finish('f00dfeedf00dfeedf00dfeedf00dfeed');
    expect(await first).toBe('f00dfeedf00dfeedf00dfeedf00dfeed');
    expect(await second).toBe('f00dfeedf00dfeedf00dfeedf00dfeed');
    expect(newId).toHaveBeenCalledTimes(1);
  });
});

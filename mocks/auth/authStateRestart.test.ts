import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptchaPurpose, Code, Header, api } from '@src/contract';
import { md5Hex } from '../db/seed';
import { solveSlider } from '../testing/captchaSolver';
import { useFakeClock } from '../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

const RIGHT = md5Hex('demo1234');
const WRONG = md5Hex('wrong1234');

describe('security state across a restart on the same database file (issue 13)', () => {
  const advance = useFakeClock();
  const dirs: string[] = [];
  const open: TestBackend[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((backend) => backend.close()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function dataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'sportsbook-auth-state-'));
    dirs.push(dir);
    return dir;
  }
  async function start(dir: string, captchaMode: 'on' | 'off' = 'off'): Promise<TestBackend> {
    const backend = await createTestBackend({ dataDir: dir, captchaMode });
    open.push(backend);
    return backend;
  }
  async function restart(backend: TestBackend, dir: string): Promise<TestBackend> {
    await backend.close();
    return start(dir, backend.config.captchaMode);
  }
  const login = (backend: TestBackend, body: object, device = 'restart-browser') =>
    backend.call(api.login.path, { kaptchcate: 0, codeId: '', code: '', ...body }, { [Header.uuid]: device });

  it('keeps a login lockout: after 5 failures and a restart, even the right password is refused (6011)', async () => {
    const dir = dataDir();
    const before = await start(dir);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(before, { name: 'demo01', password: WRONG })).body.status_code).toBe(
        Code.InvalidCredentials,
      );
    }

    const after = await restart(before, dir);
    expect((await login(after, { name: 'demo01', password: RIGHT })).body).toEqual({
      status_code: Code.FrequentSubmission,
      data: null,
      message: '请勿频繁提交',
    });
    advance(15 * 60_000 + 1);
    expect((await login(after, { name: 'demo01', password: RIGHT })).body.status_code).toBe(Code.Success);
  });

  it('keeps a solved captcha usable once, and a spent one spent', async () => {
    const dir = dataDir();
    const before = await start(dir, 'on');
    const spent = await solveSlider(before, CaptchaPurpose.login, advance);
    expect((await login(before, { name: 'demo01', password: RIGHT, ...spent })).body.status_code).toBe(
      Code.Success,
    );
    const kept = await solveSlider(before, CaptchaPurpose.login, advance);

    const after = await restart(before, dir);
    expect((await login(after, { name: 'demo01', password: RIGHT, ...spent })).body.status_code).toBe(
      Code.AuthCodeError,
    );
    expect((await login(after, { name: 'demo01', password: RIGHT, ...kept })).body.status_code).toBe(
      Code.Success,
    );
    expect((await login(after, { name: 'demo01', password: RIGHT, ...kept })).body.status_code).toBe(
      Code.AuthCodeError,
    );
  });

  it('keeps a new-device verification open: the phone completion after a restart is taken', async () => {
    const dir = dataDir();
    const before = await start(dir);
    expect((await login(before, { name: 'demo02', password: RIGHT }, 'home-browser')).body.status_code).toBe(
      Code.Success,
    );
    expect((await login(before, { name: 'demo02', password: RIGHT }, 'cafe-browser')).body.status_code).toBe(
      Code.DeviceNotPassed,
    );

    const after = await restart(before, dir);
    const completion = await after.call(
      api.sendCodeOne.path,
      { SendName: 'demo02', SendCodeNum: '0013', type: 3 },
      { [Header.uuid]: 'cafe-browser' },
    );
    expect(completion.body.status_code).toBe(Code.Success);
  });

  it('keeps the auto-login grant of a member who just registered, spent by its first use', async () => {
    const dir = dataDir();
    const before = await start(dir, 'on');
    const solved = await solveSlider(before, CaptchaPurpose.register, advance, {
      [Header.uuid]: 'new-browser',
    });
    const password = md5Hex('abc12345');
    const registered = await before.call(
      api.register.path,
      { name: 'restart01', password, secondPassword: password, ...solved },
      { [Header.uuid]: 'new-browser' },
    );
    expect(registered.body.status_code).toBe(Code.Success);

    const after = await restart(before, dir);
    const autoLogin = () => login(after, { name: 'restart01', password, kaptchcate: 99 }, 'new-browser');
    expect((await autoLogin()).body.status_code).toBe(Code.Success);
    expect((await autoLogin()).body.status_code).toBe(Code.AuthCodeError);
  });

  it('prunes attempts, captchas and grants once they have run out', async () => {
    const backend = await start(dataDir(), 'on');
    await login(backend, { name: 'demo01', password: WRONG, kaptchcate: 0, codeId: 'none', code: 'none' });
    await solveSlider(backend, CaptchaPurpose.login, advance);
    await backend.call(api.pictureCaptcha.path);
    for (let i = 0; i < 3; i += 1) await backend.call(api.sliderLoad.path, { purpose: CaptchaPurpose.login });
    backend.services.challenges.grantAutoLogin(10001, 'pruned-browser');
    backend.services.throttle.take('pruned01', '198.51.100.9');
    const rows = () =>
      backend.db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM auth_attempts) AS attempts, (SELECT COUNT(*) FROM captcha_challenges) AS captchas,
                  (SELECT COUNT(*) FROM login_challenges) AS challenges`,
        )
        .get();
    expect(rows()).toEqual({ attempts: 7, captchas: 5, challenges: 1 });

    // The next writes delete what has run out.
    advance(60 * 60_000 + 1);
    await backend.call(api.sliderLoad.path, { purpose: CaptchaPurpose.login });
    backend.services.challenges.grantAutoLogin(10002, 'later-browser');
    expect(rows()).toEqual({ attempts: 1, captchas: 1, challenges: 1 });
  });
});

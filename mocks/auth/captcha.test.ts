import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaPurpose, Code, Header, api, encodeSliderOutput, type SliderChallenge } from '@src/contract';
import { md5Hex } from '../db/seed';
import { humanTrack, solveSlider, type SolvedCaptcha } from '../testing/captchaSolver';
import { useFakeClock } from '../testing/fakeClock';
import { createTestBackend, type TestBackend } from '../testing/testBackend';

const demoLogin = (captcha: Partial<SolvedCaptcha> & { kaptchcate: number }) => ({
  name: 'demo01',
  password: md5Hex('demo1234'),
  codeId: '',
  code: '',
  ...captcha,
});

describe('captchas (CAPTCHA_MODE on)', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await createTestBackend({ captchaMode: 'on' });
  });
  afterAll(() => backend.close());
  const advance = useFakeClock();

  const login = (body: object, headers: Record<string, string> = {}) =>
    backend.call(api.login.path, body, headers);
  const loadSlider = async (purpose: number = CaptchaPurpose.login): Promise<SliderChallenge> =>
    api.sliderLoad.response.parse((await backend.call(api.sliderLoad.path, { purpose })).body.data);
  const notchOf = (challenge: SliderChallenge): number => {
    const answer = backend.services.captcha.answerOf(challenge.lot_number);
    if (answer?.kind !== 'slider') throw new Error('no slider');
    return answer.x;
  };
  const check = (challenge: SliderChallenge, x: number, track = humanTrack(x)) =>
    backend.call(api.validateGeeCheck.path, {
      lot_number: challenge.lot_number,
      captcha_output: encodeSliderOutput({ x, track }),
      pass_token: '',
      gen_time: challenge.gen_time,
      validate_way: 0,
    });

  describe('slider', () => {
    it('draws a PNG background with the notch and a piece transparent outside its shape', async () => {
      const challenge = await loadSlider();
      const bg = pngOf(challenge.bg);
      const piece = pngOf(challenge.piece);
      expect([bg.width, bg.height]).toEqual([challenge.width, challenge.height]);
      expect([piece.width, piece.height]).toEqual([challenge.pieceWidth, challenge.pieceHeight]);
      expect(piece.alphaAt(0, 0)).toBe(0);
      expect(piece.alphaAt(20, 30)).toBe(255);
      expect(challenge.y).toBeGreaterThanOrEqual(0);
      expect(challenge.y + challenge.pieceHeight).toBeLessThanOrEqual(challenge.height);
      expect((await loadSlider()).bg).not.toBe(challenge.bg);
    });

    it('a solved slider lets one login through, and only one', async () => {
      const solved = await solveSlider(backend, CaptchaPurpose.login, advance);
      expect((await login(demoLogin(solved))).body.status_code).toBe(Code.Success);
      expect((await login(demoLogin(solved))).body).toEqual({
        status_code: Code.AuthCodeError,
        data: null,
        message: '验证码错误',
      });
    });

    it('a pass for registering does not open a login', async () => {
      const solved = await solveSlider(backend, CaptchaPurpose.register, advance);
      expect((await login(demoLogin(solved))).body).toMatchObject({
        status_code: Code.AuthCodeError,
        message: '验证码错误',
      });
    });

    it('a pass expires 2 minutes after the check (6038)', async () => {
      const solved = await solveSlider(backend, CaptchaPurpose.login, advance);
      advance(2 * 60_000 + 1);
      expect((await login(demoLogin(solved))).body).toEqual({
        status_code: Code.AuthCodeExpired,
        data: null,
        message: '验证码已过期',
      });
    });

    it('a puzzle expires 2 minutes after it was loaded (6038)', async () => {
      const challenge = await loadSlider();
      advance(2 * 60_000 + 1);
      const answer = await check(challenge, notchOf(challenge));
      expect(answer.body).toMatchObject({ status_code: Code.AuthCodeExpired, message: '验证码已过期' });
    });

    it('takes the piece within 6 pixels of the notch and refuses 7 pixels off', async () => {
      const near = await loadSlider();
      const far = await loadSlider();
      advance(1500);
      expect((await check(near, notchOf(near) + 6)).body.status_code).toBe(Code.Success);
      const missed = await check(far, notchOf(far) - 7);
      expect(missed.body).toEqual({
        status_code: Code.AuthCodeError,
        data: null,
        message: '验证未通过，请重试',
      });
    });

    it('refuses the right answer posted at bot speed', async () => {
      const instant = await loadSlider();
      expect((await check(instant, notchOf(instant))).body.status_code).toBe(Code.AuthCodeError);

      const straight = await loadSlider();
      advance(1500);
      const twoPoints: [number, number, number][] = [
        [0, 0, 0],
        [notchOf(straight), 0, 600],
      ];
      expect((await check(straight, notchOf(straight), twoPoints)).body.status_code).toBe(Code.AuthCodeError);

      const faster = await loadSlider();
      advance(600);
      // A 900 ms drag cannot fit in the 600 ms since the puzzle was loaded.
      expect((await check(faster, notchOf(faster))).body.status_code).toBe(Code.AuthCodeError);
    });

    it('allows one check per puzzle: after a miss, and after a pass, the puzzle is gone', async () => {
      const missedFirst = await loadSlider();
      const x = notchOf(missedFirst);
      advance(1500);
      await check(missedFirst, x + 30);
      expect((await check(missedFirst, x)).body.status_code).toBe(Code.AuthCodeError);

      const passed = await loadSlider();
      const y = notchOf(passed);
      advance(1500);
      expect((await check(passed, y)).body.status_code).toBe(Code.Success);
      expect((await check(passed, y)).body.status_code).toBe(Code.AuthCodeError);
    });

    it('refuses a check whose gen_time is not the one loaded', async () => {
      const challenge = await loadSlider();
      advance(1500);
      const answer = await backend.call(api.validateGeeCheck.path, {
        lot_number: challenge.lot_number,
        captcha_output: encodeSliderOutput({ x: notchOf(challenge), track: humanTrack(notchOf(challenge)) }),
        gen_time: '1',
      });
      expect(answer.body.status_code).toBe(Code.AuthCodeError);
    });

    it('refuses a drag result that is not one', async () => {
      const challenge = await loadSlider();
      advance(1500);
      const answer = await backend.call(api.validateGeeCheck.path, {
        lot_number: challenge.lot_number,
        captcha_output: 'not json',
        gen_time: challenge.gen_time,
      });
      expect(answer.body).toMatchObject({ status_code: Code.AuthCodeError, message: '验证未通过，请重试' });
    });

    it('asks for the captcha when a login has none, or the other kind', async () => {
      expect((await login(demoLogin({ kaptchcate: 0 }))).body).toEqual({
        status_code: Code.AuthCodeError,
        data: null,
        message: '请先完成安全验证',
      });
      expect((await login(demoLogin({ kaptchcate: 1, codeId: 'x', code: 'ABCD' }))).body.message).toBe(
        '验证方式不正确，请刷新页面后重试',
      );
    });

    it('refuses more than 30 puzzles a minute to one address (6011)', async () => {
      for (let i = 0; i < 30; i += 1) await loadSlider();
      const refused = await backend.call(api.sliderLoad.path, { purpose: CaptchaPurpose.login });
      expect(refused.body).toEqual({
        status_code: Code.FrequentSubmission,
        data: null,
        message: '请勿频繁提交',
      });
      advance(60_001);
      expect(
        (await backend.call(api.sliderLoad.path, { purpose: CaptchaPurpose.login })).body.status_code,
      ).toBe(Code.Success);
    });
  });

  describe('picture (site kaptchcate 1)', () => {
    beforeAll(() => {
      backend.db.prepare('UPDATE site_config SET kaptchcate = 1').run();
    });
    afterAll(() => {
      backend.db.prepare('UPDATE site_config SET kaptchcate = 0').run();
    });

    const loadPicture = async () => {
      const answer = await backend.call(api.pictureCaptcha.path);
      const picture = api.pictureCaptcha.response.parse(answer.body.data);
      const expected = backend.services.captcha.answerOf(picture['x-code']);
      if (expected?.kind !== 'picture') throw new Error('no picture answer');
      return { picture, text: expected.text };
    };

    it('draws 4 or 5 unambiguous characters as strokes, never as text', async () => {
      const { picture, text } = await loadPicture();
      expect(text).toMatch(/^[ACEFGHJKMNPRTUVWXY34679]{4,5}$/);
      expect(picture.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(picture.image.split(',')[1] ?? '', 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(text);
    });

    it('takes the code in any case, once', async () => {
      const { picture, text } = await loadPicture();
      const body = demoLogin({ kaptchcate: 1, codeId: picture['x-code'], code: ` ${text.toLowerCase()} ` });
      expect((await login(body)).body.status_code).toBe(Code.Success);
      expect((await login(body)).body).toMatchObject({
        status_code: Code.AuthCodeError,
        message: '验证码错误',
      });
    });

    it('spends the code on a wrong guess', async () => {
      const { picture, text } = await loadPicture();
      const guess = (code: string) => login(demoLogin({ kaptchcate: 1, codeId: picture['x-code'], code }));
      expect((await guess('ZZZZ')).body.status_code).toBe(Code.AuthCodeError);
      expect((await guess(text)).body.status_code).toBe(Code.AuthCodeError);
    });

    it('expires after 2 minutes (6038)', async () => {
      const { picture, text } = await loadPicture();
      advance(2 * 60_000 + 1);
      const answer = await login(demoLogin({ kaptchcate: 1, codeId: picture['x-code'], code: text }));
      expect(answer.body).toMatchObject({ status_code: Code.AuthCodeExpired, message: '验证码已过期' });
    });

    it('opens a registration', async () => {
      const { picture, text } = await loadPicture();
      const answer = await backend.call(api.register.path, {
        name: 'picture01',
        password: md5Hex('abc12345'),
        secondPassword: md5Hex('abc12345'),
        kaptchcate: 1,
        codeId: picture['x-code'],
        code: text,
      });
      expect(answer.body.status_code).toBe(Code.Success);
    });
  });

  describe('kaptchcate 99 (spec 4: auto-login after registering)', () => {
    const register = async (name: string, device: string) => {
      const solved = await solveSlider(backend, CaptchaPurpose.register, advance, { [Header.uuid]: device });
      const answer = await backend.call(
        api.register.path,
        { name, password: md5Hex('abc12345'), secondPassword: md5Hex('abc12345'), ...solved },
        { [Header.uuid]: device },
      );
      expect(answer.body.status_code).toBe(Code.Success);
    };
    const autoLogin = (name: string, device: string) =>
      login(
        { name, password: md5Hex('abc12345'), kaptchcate: 99, codeId: '', code: '' },
        { [Header.uuid]: device },
      );

    it('lets the new member in once within 60 seconds, from the device that registered', async () => {
      await register('fresh01', 'browser-1');
      advance(59_000);
      expect((await autoLogin('fresh01', 'browser-1')).body.status_code).toBe(Code.Success);
      expect((await autoLogin('fresh01', 'browser-1')).body).toMatchObject({
        status_code: Code.AuthCodeError,
        message: '请先完成安全验证',
      });
    });

    it('is refused from another device, after 60 seconds, and for members who did not just register', async () => {
      await register('fresh02', 'browser-2');
      expect((await autoLogin('fresh02', 'browser-3')).body.status_code).toBe(Code.AuthCodeError);
      advance(60_001);
      expect((await autoLogin('fresh02', 'browser-2')).body.status_code).toBe(Code.AuthCodeError);
      const old = await login({ name: 'demo01', password: md5Hex('demo1234'), kaptchcate: 99 });
      expect(old.body.status_code).toBe(Code.AuthCodeError);
    });
  });
});

describe('CAPTCHA_MODE off (local automation only)', () => {
  it('lets a login without a captcha through, which mode on refuses', async () => {
    const off = await createTestBackend({ captchaMode: 'off' });
    const on = await createTestBackend({ captchaMode: 'on' });
    const body = demoLogin({ kaptchcate: 0 });
    expect((await off.call(api.login.path, body)).body.status_code).toBe(Code.Success);
    expect((await on.call(api.login.path, body)).body.status_code).toBe(Code.AuthCodeError);
    await Promise.all([off.close(), on.close()]);
  });
});

/** Reads the size and the alpha channel of our PNGs (one IDAT, every row filtered with Sub). */
function pngOf(dataUrl: string) {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  const bytes = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idatLength = bytes.readUInt32BE(33);
  const raw = inflateSync(bytes.subarray(41, 41 + idatLength));
  const stride = width * 4;
  const alphaAt = (x: number, y: number): number => {
    let alpha = 0;
    for (let i = 0; i <= x; i += 1) alpha = (alpha + (raw[y * (stride + 1) + 1 + i * 4 + 3] ?? 0)) & 0xff;
    return alpha;
  };
  return { width, height, alphaAt };
}

import { useState } from 'react';
import { ThemeProvider } from '@emotion/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@src/api';
import { ServicesContext } from '@src/app/ServicesContext';
import { Code, type CaptchaPurposeValue } from '@src/contract';
import { createI18n } from '@src/i18n';
import { createAppStorage, createMemoryStorage } from '@src/session';
import { codeEnvelope, okEnvelope, routedFetch, type Envelope } from '@src/test/fakeFetch';
import { classicTheme } from '@src/theme';
import { CaptchaProvider, useCaptcha } from './CaptchaProvider';
import type { CaptchaKind } from './captchaResult';

const SITE = '/site/api/v1';
const PIXEL = 'data:image/png;base64,AAAA';
type Route = (body: unknown) => Envelope;

const puzzle = (lot: string) =>
  okEnvelope({
    lot_number: lot,
    gen_time: '1',
    bg: PIXEL,
    piece: PIXEL,
    width: 300,
    height: 160,
    pieceWidth: 52,
    pieceHeight: 52,
    y: 40,
    expiresAt: 2,
  });

function Asker({ purpose }: { purpose: CaptchaPurposeValue }) {
  const runCaptcha = useCaptcha();
  const [result, setResult] = useState('none yet');
  return (
    <>
      <button
        type="button"
        onClick={() => void runCaptcha(purpose).then((r) => setResult(JSON.stringify(r)))}
      >
        ask
      </button>
      <output>{result}</output>
    </>
  );
}

function setUp(routes: Record<string, Route>, kind?: CaptchaKind, purpose: CaptchaPurposeValue = 4) {
  const backend = routedFetch(routes);
  const api = createApiClient({ fetch: backend.fetch, getToken: () => null, deviceId: () => 'd' });
  const services = {
    api,
    storage: createAppStorage(createMemoryStorage()),
    pageUrl: () => new URL('http://t/'),
  };
  render(
    <I18nextProvider i18n={createI18n()}>
      <ThemeProvider theme={classicTheme}>
        <ServicesContext value={services}>
          <CaptchaProvider {...(kind === undefined ? {} : { kind })}>
            <Asker purpose={purpose} />
          </CaptchaProvider>
        </ServicesContext>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { backend, user: userEvent.setup() };
}

async function slideTo(user: ReturnType<typeof userEvent.setup>, steps: number) {
  const handle = await screen.findByRole('slider', { name: '拼图滑块' });
  handle.focus();
  for (let i = 0; i < steps; i += 1) await user.keyboard('{ArrowRight}');
  await user.keyboard('{Enter}');
}

describe('runCaptcha', () => {
  it("shows the site's slider (preInfo kaptchcate 0) and resolves with the pass for the guarded call", async () => {
    const { backend, user } = setUp({
      [`${SITE}/configuration/preInfo`]: () =>
        okEnvelope({
          ip: '1',
          siteBaseConfig: {
            siteId: '1',
            title: 't',
            h5DomainUrl: '',
            kaptchcate: 0,
            depositEnabled: true,
            editionSwitch: true,
            registerEnabled: true,
          },
        }),
      [`${SITE}/captcha/slider/load`]: () => puzzle('lot-9'),
      [`${SITE}/member/validateGeeCheck`]: () =>
        okEnvelope({
          result: 'success',
          lot_number: 'lot-9',
          pass_token: 'pass-9',
          purpose: 4,
          expiresAt: 2,
        }),
    });
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('dialog', { name: '滑块验证' })).toBeTruthy();
    await slideTo(user, 6);
    expect(await screen.findByText('{"kaptchcate":0,"codeId":"lot-9","code":"pass-9"}')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.calls.find((call) => call.path.endsWith('/slider/load'))?.body).toEqual({ purpose: 4 });
    const check = backend.calls.find((call) => call.path.endsWith('/validateGeeCheck'))?.body as Record<
      string,
      unknown
    >;
    expect(check).toMatchObject({ lot_number: 'lot-9', pass_token: '', gen_time: '1', validate_way: 0 });
    expect(JSON.parse(check.captcha_output as string)).toMatchObject({ x: 6 });
  });

  it('a missed slider says "2-…" and brings a new puzzle (the miss burnt the old one)', async () => {
    let loads = 0;
    const { user } = setUp(
      {
        [`${SITE}/captcha/slider/load`]: () => puzzle(`lot-${(loads += 1)}`),
        [`${SITE}/member/validateGeeCheck`]: () => codeEnvelope(Code.AuthCodeError, '验证未通过，请重试'),
      },
      0,
    );
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await slideTo(user, 3);
    const dialog = await screen.findByRole('dialog', { name: '滑块验证' });
    expect(await within(dialog).findByText('2-验证未通过，请重试')).toBeTruthy();
    await waitFor(() => expect(loads).toBe(2));
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
  });

  it('a puzzle that cannot load says "6-…" and can be asked for again', async () => {
    let loads = 0;
    const { user } = setUp(
      {
        [`${SITE}/captcha/slider/load`]: () =>
          (loads += 1) === 1 ? codeEnvelope(Code.FrequentSubmission, '请勿频繁提交') : puzzle('lot-2'),
      },
      0,
    );
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('6-请勿频繁提交')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '换一张' }));
    expect(await screen.findByRole('slider')).toBeTruthy();
    expect(screen.queryByText('6-请勿频繁提交')).toBeNull();
  });

  it('closing the captcha resolves null: the caller sends nothing', async () => {
    const { user } = setUp({ [`${SITE}/captcha/slider/load`]: () => puzzle('lot-1') }, 0);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('slider');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(await screen.findByText('null')).toBeTruthy();
  });
});

describe('the picture captcha "图形验证"', () => {
  it('wants the characters, at most 10, and resolves with the x-code and the typed text', async () => {
    let loads = 0;
    const { backend, user } = setUp(
      {
        [`${SITE}/register/defaultKaptcha`]: () =>
          okEnvelope({ image: PIXEL, 'x-code': `x-${(loads += 1)}` }),
      },
      1,
      1,
    );
    await user.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog', { name: '图形验证' });
    const input = within(dialog).getByRole('textbox', { name: '图形验证码' });
    expect(input.getAttribute('maxlength')).toBe('10');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '确定' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请输入图形验证码')).toBeTruthy();

    // A click on the picture brings another one.
    await user.click(within(dialog).getByRole('button', { name: /图形验证码图片/ }));
    await waitFor(() => expect(loads).toBe(2));
    await user.type(input, ' ab3d ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('{"kaptchcate":1,"codeId":"x-2","code":"ab3d"}')).toBeTruthy();
    expect(backend.calls.find((call) => call.path.endsWith('/defaultKaptcha'))?.body).toEqual({ purpose: 1 });
  });

  it('a picture that cannot be fetched says "1-…"', async () => {
    const { user } = setUp(
      { [`${SITE}/register/defaultKaptcha`]: () => codeEnvelope(Code.FrequentSubmission, '请勿频繁提交') },
      1,
    );
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('1-请勿频繁提交')).toBeTruthy();
  });
});

import { Code, api, encodeSliderOutput, type CaptchaPurposeValue, type SliderOutput } from '@src/contract';
import type { TestBackend } from './testBackend';

/** The captcha fields of a guarded call (codeId and code; send-code calls name the code imageCode). */
export interface SolvedCaptcha {
  kaptchcate: 0 | 1;
  codeId: string;
  code: string;
}

/** A drag as a hand makes it: 10 samples over `durationMs`, easing out to `x`, with a little vertical wobble. */
export function humanTrack(x: number, durationMs = 900): SliderOutput['track'] {
  return Array.from({ length: 10 }, (_, i) => {
    const t = i / 9;
    return [Math.round(x * (1 - (1 - t) ** 3) * 10) / 10, i % 3 === 0 ? 1 : 0, Math.round(t * durationMs)];
  });
}

/**
 * Solves a slider as a member would: loads it, reads where the notch is (the test's view of the server), lets
 * `advance` move the clock (fake timers) by the time a person takes, and checks the drag. Returns the fields
 * for the guarded call.
 */
export async function solveSlider(
  backend: TestBackend,
  purpose: CaptchaPurposeValue,
  advance: (ms: number) => void,
  headers: Record<string, string> = {},
): Promise<SolvedCaptcha> {
  const load = await backend.call(api.sliderLoad.path, { purpose }, headers);
  const challenge = api.sliderLoad.response.parse(load.body.data);
  const answer = backend.services.captcha.answerOf(challenge.lot_number);
  if (answer?.kind !== 'slider') throw new Error('no slider answer');
  advance(1500);
  const check = await backend.call(
    api.validateGeeCheck.path,
    {
      lot_number: challenge.lot_number,
      captcha_output: encodeSliderOutput({ x: answer.x, track: humanTrack(answer.x) }),
      pass_token: '',
      gen_time: challenge.gen_time,
      validate_way: 0,
    },
    headers,
  );
  if (check.body.status_code !== Code.Success) throw new Error(`slider refused: ${check.body.message}`);
  const pass = api.validateGeeCheck.response.parse(check.body.data);
  return { kaptchcate: 0, codeId: pass.lot_number, code: pass.pass_token };
}

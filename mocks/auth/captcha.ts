import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_TTL_MS,
  CaptchaMessage,
  Code,
  Kaptchcate,
  Message,
  SLIDER_MIN_DRAG_MS,
  SLIDER_MIN_SOLVE_MS,
  SLIDER_MIN_TRACK_POINTS,
  SLIDER_TOLERANCE_PX,
  sliderOutputSchema,
  type CaptchaPurposeValue,
  type PictureCaptcha,
  type SliderChallenge,
  type SliderOutput,
  type ValidateGeeCheckResponse,
} from '@src/contract';
import type { Database } from 'better-sqlite3';
import { ApiError } from '../http/apiError';
import type { AttemptLog, AttemptWindow } from './attemptLog';
import { CaptchaStore } from './captchaStore';
import { addressKey } from './clientAddress';
import { drawPictureCaptcha, svgDataUrl } from './pictureImage';
import { pngDataUrl } from './png';
import { PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH, drawSliderPuzzle, seededRandom } from './sliderImage';
import { PICTURE_ALPHABET } from './strokeGlyphs';

export { CaptchaPurpose, type CaptchaPurposeValue } from '@src/contract';

/** CAPTCHA_MODE: 'on' checks captchas (the default, always); 'off' is for local automation only. */
export type CaptchaMode = 'on' | 'off';

/** The captcha fields a guarded call carries (spec 3, 7.5). */
export interface CaptchaFields {
  kaptchcate: number;
  codeId: string;
  code: string;
}

/** What a challenge expects, for tests and the dev API. */
export type CaptchaAnswer = { kind: 'slider'; x: number; y: number } | { kind: 'picture'; text: string };

export interface CaptchaServiceOptions {
  mode: CaptchaMode;
  /** Where outstanding challenges and passes are kept (captcha_challenges). */
  db: Database;
  /** Where loads per address are counted. */
  attempts: AttemptLog;
  /** The kind the site shows (site_config.kaptchcate); the only kind accepted. */
  siteKind: () => 0 | 1;
  clock?: () => number;
  /** Challenges one IP may fetch per minute, per kind. */
  loadsPerMinute?: number;
  /** Outstanding challenges and passes kept at most (oldest dropped first). */
  maxEntries?: number;
}

const fail = (message: string) => new ApiError(Code.AuthCodeError, message);
const expired = () => new ApiError(Code.AuthCodeExpired, CaptchaMessage.expired);
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * The slider and picture captchas (spec 3, 4, 7.5), kept in the database so a restart changes nothing: every
 * challenge and every pass token is single-use and lives 2 minutes. A slider pass only opens calls of the
 * purpose it was loaded for.
 */
export class CaptchaService {
  private readonly entries: CaptchaStore;
  private readonly clock: () => number;
  private readonly sliderLoads: AttemptWindow;
  private readonly pictureLoads: AttemptWindow;

  constructor(private readonly options: CaptchaServiceOptions) {
    this.clock = options.clock ?? (() => Date.now());
    const perMinute = options.loadsPerMinute ?? 30;
    this.sliderLoads = options.attempts.window('captcha:slider_load', perMinute, 60_000);
    this.pictureLoads = options.attempts.window('captcha:picture_load', perMinute, 60_000);
    this.entries = new CaptchaStore(options.db, this.clock, options.maxEntries ?? 50_000);
  }

  get mode(): CaptchaMode {
    return this.options.mode;
  }

  /** A new slider puzzle for a purpose; the answer stays on the server. */
  loadSlider(purpose: CaptchaPurposeValue, ip: string): SliderChallenge {
    if (this.sliderLoads.take(addressKey(ip)) === null) throw new ApiError(Code.FrequentSubmission, Message.frequent);
    const now = this.clock();
    const x = randomInt(PIECE_SIZE + 20, SLIDER_WIDTH - PIECE_SIZE - 8);
    const y = randomInt(6, SLIDER_HEIGHT - PIECE_SIZE - 6);
    const { bg, piece } = drawSliderPuzzle(x, y, seededRandom(randomInt(2 ** 31)));
    const lotNumber = randomBytes(16).toString('hex');
    const genTime = String(now);
    const expiresAt = now + CAPTCHA_TTL_MS;
    this.entries.put(`lot:${lotNumber}`, { kind: 'slider', purpose, x, y, genTime, issuedAt: now, expiresAt });
    return {
      lot_number: lotNumber,
      gen_time: genTime,
      bg: pngDataUrl(bg),
      piece: pngDataUrl(piece),
      width: SLIDER_WIDTH,
      height: SLIDER_HEIGHT,
      pieceWidth: PIECE_SIZE,
      pieceHeight: PIECE_SIZE,
      y,
      expiresAt,
    };
  }

  /**
   * validateGeeCheck: one attempt per challenge. Passes when the piece ends within 6 px of the notch and the
   * drag looks like a hand: enough samples, at least 300 ms of dragging, no longer than the time since
   * loading, and at least 500 ms between loading and checking.
   */
  validateSlider(check: {
    lot_number: string;
    captcha_output: string;
    gen_time: string;
  }): ValidateGeeCheckResponse {
    const entry = this.entries.take(`lot:${check.lot_number}`);
    if (entry?.kind !== 'slider') throw fail(CaptchaMessage.failed);
    const now = this.clock();
    if (now > entry.expiresAt) throw expired();
    if (check.gen_time !== entry.genTime) throw fail(CaptchaMessage.failed);
    const output = parseSliderOutput(check.captcha_output);
    if (
      !output ||
      !looksHuman(output, now - entry.issuedAt) ||
      Math.abs(output.x - entry.x) > SLIDER_TOLERANCE_PX
    ) {
      throw fail(CaptchaMessage.failed);
    }
    const passToken = randomBytes(24).toString('base64url');
    const expiresAt = now + CAPTCHA_TTL_MS;
    this.entries.put(`pass:${check.lot_number}`, {
      kind: 'pass',
      purpose: entry.purpose,
      tokenHash: sha256(passToken),
      expiresAt,
    });
    return {
      result: 'success',
      lot_number: check.lot_number,
      pass_token: passToken,
      purpose: entry.purpose,
      expiresAt,
    };
  }

  /** register/defaultKaptcha: 4 or 5 characters from an alphabet without look-alikes. */
  loadPicture(purpose: CaptchaPurposeValue | undefined, ip: string): PictureCaptcha {
    if (this.pictureLoads.take(addressKey(ip)) === null) throw new ApiError(Code.FrequentSubmission, Message.frequent);
    const length = randomInt(4, 6);
    const text = Array.from(
      { length },
      () => PICTURE_ALPHABET[randomInt(PICTURE_ALPHABET.length)] ?? 'A',
    ).join('');
    const id = randomBytes(16).toString('hex');
    this.entries.put(`pic:${id}`, { kind: 'picture', purpose, text, expiresAt: this.clock() + CAPTCHA_TTL_MS });
    return { image: svgDataUrl(drawPictureCaptcha(text, seededRandom(randomInt(2 ** 31)))), 'x-code': id };
  }

  /**
   * The one check of a guarded call's captcha (kaptchcate 0 or 1); the captcha is spent whatever the outcome.
   * kaptchcate 99 is the caller's business (spec 4 allows it only after another proof). Mode 'off' accepts all.
   */
  verify(purpose: CaptchaPurposeValue, fields: CaptchaFields): void {
    if (this.options.mode === 'off') return;
    if (fields.kaptchcate !== this.options.siteKind()) throw fail(CaptchaMessage.kindMismatch);
    if (!fields.codeId || !fields.code) throw fail(CaptchaMessage.required);
    if (fields.kaptchcate === Kaptchcate.slider) this.spendPass(purpose, fields.codeId, fields.code);
    else this.spendPicture(purpose, fields.codeId, fields.code);
  }

  /** The answer of an outstanding challenge (slider lot_number or picture x-code): tests and the dev API. */
  answerOf(id: string): CaptchaAnswer | null {
    const slider = this.entries.peek(`lot:${id}`);
    if (slider?.kind === 'slider') return { kind: 'slider', x: slider.x, y: slider.y };
    const picture = this.entries.peek(`pic:${id}`);
    if (picture?.kind === 'picture') return { kind: 'picture', text: picture.text };
    return null;
  }

  private spendPass(purpose: CaptchaPurposeValue, lotNumber: string, passToken: string): void {
    const entry = this.entries.take(`pass:${lotNumber}`);
    if (entry?.kind !== 'pass') throw fail(CaptchaMessage.wrong);
    if (this.clock() > entry.expiresAt) throw expired();
    if (!timingSafeEqual(sha256(passToken), entry.tokenHash) || entry.purpose !== purpose) {
      throw fail(CaptchaMessage.wrong);
    }
  }

  private spendPicture(purpose: CaptchaPurposeValue, id: string, typed: string): void {
    const entry = this.entries.take(`pic:${id}`);
    if (entry?.kind !== 'picture') throw fail(CaptchaMessage.wrong);
    if (this.clock() > entry.expiresAt) throw expired();
    if (entry.purpose !== undefined && entry.purpose !== purpose) throw fail(CaptchaMessage.wrong);
    if (typed.trim().toUpperCase() !== entry.text) throw fail(CaptchaMessage.wrong);
  }

}

function parseSliderOutput(text: string): SliderOutput | null {
  try {
    const parsed = sliderOutputSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A drag by a hand, not a posted answer: enough samples in time order, taking time, and no faster than real time. */
export function looksHuman(output: SliderOutput, elapsedMs: number): boolean {
  const { track } = output;
  if (elapsedMs < SLIDER_MIN_SOLVE_MS || track.length < SLIDER_MIN_TRACK_POINTS) return false;
  for (let i = 1; i < track.length; i += 1) {
    if ((track[i]?.[2] ?? 0) < (track[i - 1]?.[2] ?? 0)) return false;
  }
  const first = track[0];
  const last = track[track.length - 1];
  if (!first || !last) return false;
  const duration = last[2] - first[2];
  if (duration < SLIDER_MIN_DRAG_MS || duration > elapsedMs) return false;
  return Math.abs(last[0] - output.x) <= SLIDER_TOLERANCE_PX;
}

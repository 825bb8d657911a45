import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import {
  encodeSliderOutput,
  type CaptchaPurposeValue,
  type SliderChallenge,
  type SliderOutput,
} from '@src/contract';
import { describeError } from '@src/i18n';
import { Dialog } from '@src/ui';
import { prefixedCaptchaError } from './captchaErrors';
import type { CaptchaResult } from './captchaResult';
import { CaptchaStatus, CaptchaToolbar, LinkButton, PuzzlePlaceholder } from './captchaStyles';
import { useCaptchaText } from './captchaText';
import { SliderCaptcha } from './SliderCaptcha';

/** The reference puzzle's size, for the placeholder until the first one arrives. */
const PLACEHOLDER = { width: 300, height: 160 };

export interface SliderCaptchaDialogProps {
  purpose: CaptchaPurposeValue;
  /** The pass for the guarded call, or null when the member closed the dialog. */
  onDone: (result: CaptchaResult | null) => void;
  now?: () => number;
}

type Phase = 'loading' | 'ready' | 'checking';

/**
 * Loads a puzzle for the purpose, lets the member solve it and checks it (validateGeeCheck). A puzzle allows
 * one check: a miss shows "2-…" and brings a new puzzle at once.
 */
export function SliderCaptchaDialog({ purpose, onDone, now }: SliderCaptchaDialogProps) {
  const { api } = useServices();
  const { t: appT } = useTranslation();
  const t = useCaptchaText();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);

  const load = useCallback(async (): Promise<void> => {
    setPhase('loading');
    try {
      const next = await api.data('sliderLoad', { purpose });
      if (!alive.current) return;
      setChallenge(next);
      setPhase('ready');
    } catch (failure) {
      if (!alive.current) return;
      setChallenge(null);
      setPhase('ready');
      setError(prefixedCaptchaError('provider', describeError(failure, appT)));
    }
  }, [api, purpose, appT]);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  const check = async (puzzle: SliderChallenge, output: SliderOutput): Promise<void> => {
    setPhase('checking');
    setError(null);
    try {
      const pass = await api.data('validateGeeCheck', {
        lot_number: puzzle.lot_number,
        captcha_output: encodeSliderOutput(output),
        pass_token: '',
        gen_time: puzzle.gen_time,
        validate_way: 0,
      });
      if (alive.current) onDone({ kaptchcate: 0, codeId: pass.lot_number, code: pass.pass_token });
    } catch (failure) {
      if (!alive.current) return;
      setError(prefixedCaptchaError('check', describeError(failure, appT)));
      // The server burnt this puzzle with its one check.
      await load();
    }
  };

  const status =
    error !== null ? (
      <CaptchaStatus tone="error" role="alert">
        {error}
      </CaptchaStatus>
    ) : (
      <CaptchaStatus tone="info" aria-live="polite">
        {phase === 'checking' ? t('slider.checking') : phase === 'loading' ? t('loading') : ''}
      </CaptchaStatus>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDone(null);
      }}
      title={t('slider.title')}
      description={t('slider.description')}
      closeLabel={t('close')}
      width={348}
    >
      {challenge ? (
        <SliderCaptcha
          key={challenge.lot_number}
          challenge={challenge}
          disabled={phase !== 'ready'}
          onRelease={(output) => void check(challenge, output)}
          {...(now ? { now } : {})}
        />
      ) : (
        <PuzzlePlaceholder style={{ width: PLACEHOLDER.width, height: PLACEHOLDER.height + 52 }}>
          {phase === 'loading' ? t('loading') : null}
        </PuzzlePlaceholder>
      )}
      {status}
      <CaptchaToolbar>
        <LinkButton
          type="button"
          disabled={phase !== 'ready'}
          onClick={() => {
            setError(null);
            void load();
          }}
        >
          {t('slider.refresh')}
        </LinkButton>
      </CaptchaToolbar>
    </Dialog>
  );
}

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useServices } from '@src/app/ServicesContext';
import type { CaptchaPurposeValue } from '@src/contract';
import type { CaptchaKind, CaptchaResult, RunCaptcha } from './captchaResult';
import { PictureCaptchaDialog } from './PictureCaptchaDialog';
import { siteCaptchaKind } from './siteCaptchaKind';
import { SliderCaptchaDialog } from './SliderCaptchaDialog';

const CaptchaContext = createContext<RunCaptcha | null>(null);

interface Pending {
  id: number;
  purpose: CaptchaPurposeValue;
  kind: CaptchaKind;
  resolve: (result: CaptchaResult | null) => void;
}

export interface CaptchaProviderProps {
  children: ReactNode;
  /** The kind to show; by default the site's (preInfo), the slider when unknown. */
  kind?: CaptchaKind;
  /** The slider's clock (tests). */
  now?: () => number;
}

/**
 * Shows the captcha that `useCaptcha()` asks for, one at a time: a new request closes an open one (which
 * answers null). Mount it outside any form: React bubbles events from portalled dialogs to their parents.
 */
export function CaptchaProvider({ children, kind, now }: CaptchaProviderProps) {
  const { api } = useServices();
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);
  const nextId = useRef(0);

  const settle = useCallback((entry: Pending, result: CaptchaResult | null): void => {
    if (current.current === entry) {
      current.current = null;
      setPending(null);
    }
    entry.resolve(result);
  }, []);

  const runCaptcha = useCallback<RunCaptcha>(
    async (purpose) => {
      const previous = current.current;
      if (previous) settle(previous, null);
      const siteKind = kind ?? (await siteCaptchaKind(api));
      return new Promise<CaptchaResult | null>((resolve) => {
        nextId.current += 1;
        const entry: Pending = { id: nextId.current, purpose, kind: siteKind, resolve };
        current.current = entry;
        setPending(entry);
      });
    },
    [api, kind, settle],
  );

  // Unmounted with a captcha open (the auth dialog closed): its caller must not wait forever.
  useEffect(
    () => () => {
      const open = current.current;
      current.current = null;
      open?.resolve(null);
    },
    [],
  );

  return (
    <CaptchaContext value={runCaptcha}>
      {children}
      {pending?.kind === 1 ? (
        <PictureCaptchaDialog
          key={pending.id}
          purpose={pending.purpose}
          onDone={(result) => settle(pending, result)}
        />
      ) : pending ? (
        <SliderCaptchaDialog
          key={pending.id}
          purpose={pending.purpose}
          onDone={(result) => settle(pending, result)}
          {...(now ? { now } : {})}
        />
      ) : null}
    </CaptchaContext>
  );
}

/**
 * `runCaptcha(purpose)`: opens the site's captcha (slider or picture) and resolves with the fields of the
 * guarded call, or null when the member gave up. Needs a `<CaptchaProvider>` above.
 */
export function useCaptcha(): RunCaptcha {
  const runCaptcha = useContext(CaptchaContext);
  if (!runCaptcha) throw new Error('useCaptcha needs a <CaptchaProvider> above it');
  return runCaptcha;
}

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import {
  PICTURE_CODE_MAX,
  pictureCodeSchema,
  type CaptchaPurposeValue,
  type PictureCaptcha,
} from '@src/contract';
import { describeError } from '@src/i18n';
import { Button, Dialog, TextField } from '@src/ui';
import { prefixedCaptchaError } from './captchaErrors';
import type { CaptchaResult } from './captchaResult';
import { CaptchaStatus } from './captchaStyles';
import { useCaptchaText } from './captchaText';
import { useCaptchaRuleMessage } from './captchaRuleMessage';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  > :first-of-type {
    flex: 1;
  }
`;

const ImageButton = styled.button`
  flex: none;
  width: 120px;
  height: 42px;
  margin-top: 23px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;
  overflow: hidden;
  cursor: pointer;
  color: #5b6777;
  font-size: ${({ theme }) => theme.fontSize.xs};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

export interface PictureCaptchaDialogProps {
  purpose: CaptchaPurposeValue;
  onDone: (result: CaptchaResult | null) => void;
}

/**
 * The picture captcha "图形验证" (spec 2.6): the typed characters and an image that loads a new one when
 * clicked. The server checks the text with the guarded call itself (single use, case-insensitive).
 */
export function PictureCaptchaDialog({ purpose, onDone }: PictureCaptchaDialogProps) {
  const { api } = useServices();
  const { t: appT } = useTranslation();
  const t = useCaptchaText();
  const ruleMessage = useCaptchaRuleMessage();
  const [picture, setPicture] = useState<PictureCaptcha | null>(null);
  const [loading, setLoading] = useState(true);
  const [fetchError, setFetchError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const alive = useRef(true);

  const load = useCallback(async (): Promise<void> => {
    setLoading(true);
    setFetchError(null);
    try {
      const next = await api.data('pictureCaptcha', { purpose });
      if (!alive.current) return;
      setPicture(next);
    } catch (failure) {
      if (!alive.current) return;
      setPicture(null);
      setFetchError(prefixedCaptchaError('pictureFetch', describeError(failure, appT)));
    } finally {
      if (alive.current) setLoading(false);
    }
  }, [api, purpose, appT]);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  const refresh = (): void => {
    setCode('');
    setCodeError(undefined);
    void load();
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to the form that opened it.
    event.stopPropagation();
    const parsed = pictureCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(ruleMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    if (!picture) return;
    onDone({ kaptchcate: 1, codeId: picture['x-code'], code: parsed.data });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDone(null);
      }}
      title={t('picture.title')}
      closeLabel={t('close')}
      width={380}
    >
      <Form noValidate onSubmit={submit}>
        <Row>
          <TextField
            label={t('picture.label')}
            placeholder={t('picture.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PICTURE_CODE_MAX}
            autoFocus
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
          />
          <ImageButton
            type="button"
            aria-label={t('picture.imageLabel')}
            disabled={loading}
            onClick={refresh}
          >
            {picture ? <img src={picture.image} alt="" /> : loading ? t('loading') : null}
          </ImageButton>
        </Row>
        {fetchError ? (
          <CaptchaStatus tone="error" role="alert">
            {fetchError}
          </CaptchaStatus>
        ) : (
          <Hint>{t('picture.refresh')}</Hint>
        )}
        <Button type="submit" size="lg" block disabled={!picture}>
          {t('picture.confirm')}
        </Button>
      </Form>
    </Dialog>
  );
}

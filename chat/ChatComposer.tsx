import { useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import {
  chatSendRequested,
  selectChatMute,
  selectChatRoom,
  selectSendBlock,
  type ChatSendBlock,
} from '@streams';
import { CHAT_MESSAGE_MAX_LENGTH, chatTextLength, isBlankChatText, type ChatMute } from '@src/contract';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button, VisuallyHidden } from '@src/ui';
import { useChatText, type ChatTranslate } from './chatI18n';
import { formatChatTime } from './chatTime';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

const Input = styled.input`
  width: 100%;
  height: 38px;
  padding: ${({ theme }) => `0 64px 0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Counter = styled.span<{ full: boolean }>`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme, full }) => (full ? theme.colors.danger : theme.colors.textMuted)};
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSize.xs};
  pointer-events: none;
`;

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** At most `max` characters as people count them (code points), so an emoji is never cut in half. */
function clampText(text: string, max: number): string {
  return chatTextLength(text) <= max ? text : Array.from(text).slice(0, max).join('');
}

function blockText(block: ChatSendBlock, t: ChatTranslate, mute: ChatMute, minVipLevel: number): string {
  switch (block) {
    case 'muted': {
      const muted =
        mute.until === null ? t('block.muted') : t('block.mutedUntil', { time: formatChatTime(mute.until) });
      return mute.reason ? `${muted}（${t('block.mutedReason', { reason: mute.reason })}）` : muted;
    }
    case 'vipLevel':
      return t('block.vipLevel', { level: minVipLevel });
    default:
      return t(`block.${block}`);
  }
}

export interface ChatComposerProps {
  rid: string;
  onLoginRequest: () => void;
}

/** One line of text, sent with Enter (spec 5: blank text is not sent), or why nothing can be sent now. */
export function ChatComposer({ rid, onLoginRequest }: ChatComposerProps) {
  const t = useChatText();
  const dispatch = useAppDispatch();
  const block = useAppSelector((state) => selectSendBlock(state, rid));
  const mute = useAppSelector(selectChatMute);
  const minVipLevel = useAppSelector((state) => selectChatRoom(state, rid)?.minVipLevel ?? 0);
  const [text, setText] = useState('');
  const inputId = useId();
  const counterId = useId();
  const noticeId = useId();
  const length = chatTextLength(text);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (block !== null || isBlankChatText(text)) return;
    dispatch(chatSendRequested({ rid, text }));
    setText('');
  };

  return (
    <Form onSubmit={submit} aria-label={t('composer.label')}>
      {block !== null ? (
        <Notice id={noticeId} role="status">
          <span>{blockText(block, t, mute, minVipLevel)}</span>
          {block === 'guestsMayNotSend' ? (
            <Button type="button" size="sm" onClick={onLoginRequest}>
              {t('guest.login')}
            </Button>
          ) : null}
        </Notice>
      ) : null}
      <Row>
        <Field>
          <VisuallyHidden asChild>
            <label htmlFor={inputId}>{t('composer.label')}</label>
          </VisuallyHidden>
          <Input
            id={inputId}
            type="text"
            value={text}
            onChange={(event) => setText(clampText(event.target.value, CHAT_MESSAGE_MAX_LENGTH))}
            placeholder={t('composer.placeholder')}
            disabled={block !== null}
            autoComplete="off"
            enterKeyHint="send"
            aria-describedby={block !== null ? `${noticeId} ${counterId}` : counterId}
          />
          <Counter
            id={counterId}
            full={length >= CHAT_MESSAGE_MAX_LENGTH}
            aria-label={t('composer.counterLabel', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}
          >
            {t('composer.counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}
          </Counter>
        </Field>
        <Button type="submit" size="md" disabled={block !== null || isBlankChatText(text)}>
          {t('composer.send')}
        </Button>
      </Row>
    </Form>
  );
}

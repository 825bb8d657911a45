import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from '@emotion/styled';
import type { SliderChallenge, SliderOutput } from '@src/contract';
import { VisuallyHidden } from '@src/ui';
import { useCaptchaText } from './captchaText';
import { clampPieceX, DragTrack, keyboardPieceX, maxPieceX } from './sliderTrack';

const TRACK_HEIGHT = 40;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-self: center;
`;

const Puzzle = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  user-select: none;
  img {
    position: absolute;
    display: block;
    pointer-events: none;
  }
`;

const Piece = styled.img`
  filter: drop-shadow(0 0 2px rgba(0, 0, 0, 0.55)) drop-shadow(0 2px 4px rgba(0, 0, 0, 0.35));
`;

const Track = styled.div`
  position: relative;
  height: ${TRACK_HEIGHT}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  user-select: none;
`;

const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  opacity: 0.18;
`;

const Hint = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding-left: 52px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  pointer-events: none;
`;

const Handle = styled.div`
  position: absolute;
  top: -1px;
  height: ${TRACK_HEIGHT}px;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 18px;
  line-height: 1;
  cursor: grab;
  touch-action: none;
  &:active {
    cursor: grabbing;
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface SliderCaptchaProps {
  challenge: SliderChallenge;
  /** The drag (pointer or keyboard) ended: the piece's final x and the track, for validateGeeCheck. */
  onRelease: (output: SliderOutput) => void;
  /** While a check is on its way. */
  disabled?: boolean;
  /** Milliseconds clock of the track; tests pass a fake one. */
  now?: () => number;
  /** Focus the handle when the puzzle appears (default), so a keyboard user can start at once. */
  autoFocus?: boolean;
}

interface PointerDrag {
  pointerId: number;
  track: DragTrack;
  startX: number;
  startY: number;
}

const performanceNow = (): number => performance.now();

/**
 * The slider puzzle (spec 2.6, 4): drag the handle, or move it with the arrow keys, until the piece fills the
 * notch. Either way the samples become the track the server checks for a human hand (contract captcha.ts);
 * a keyboard user's key presses are samples too, so the check treats both alike. Mount it with
 * `key={challenge.lot_number}`: a new puzzle starts from the left.
 */
export function SliderCaptcha({
  challenge,
  onRelease,
  disabled = false,
  now = performanceNow,
  autoFocus = true,
}: SliderCaptchaProps) {
  const t = useCaptchaText();
  const instructionsId = useId();
  const [x, setX] = useState(0);
  const pointerDrag = useRef<PointerDrag | null>(null);
  const keyTrack = useRef<DragTrack | null>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const handleWidth = challenge.pieceWidth;

  useEffect(() => {
    if (autoFocus) handleRef.current?.focus();
  }, [autoFocus]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (disabled || pointerDrag.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    keyTrack.current = null;
    pointerDrag.current = {
      pointerId: event.pointerId,
      track: new DragTrack(now()),
      startX: event.clientX,
      startY: event.clientY,
    };
    setX(0);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const drag = pointerDrag.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const next = clampPieceX(event.clientX - drag.startX, challenge);
    drag.track.add(next, event.clientY - drag.startY, now());
    setX(next);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const drag = pointerDrag.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    pointerDrag.current = null;
    const final = clampPieceX(event.clientX - drag.startX, challenge);
    drag.track.add(final, event.clientY - drag.startY, now());
    setX(final);
    // A click without a drag is no attempt: the puzzle allows one check only.
    if (final === 0) return;
    onRelease(drag.track.output(final));
  };

  const onPointerCancel = (): void => {
    pointerDrag.current = null;
    setX(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (disabled || pointerDrag.current) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const track = keyTrack.current;
      if (!track || x === 0) return;
      track.add(x, 0, now());
      keyTrack.current = null;
      onRelease(track.output(x));
      return;
    }
    const next = keyboardPieceX(event.key, event.shiftKey, x, challenge);
    if (next === null) return;
    event.preventDefault();
    keyTrack.current ??= new DragTrack(now());
    keyTrack.current.add(next, 0, now());
    setX(next);
  };

  return (
    <Frame>
      <Puzzle
        role="img"
        aria-label={t('slider.puzzleLabel')}
        style={{ width: challenge.width, height: challenge.height }}
      >
        <img src={challenge.bg} alt="" width={challenge.width} height={challenge.height} draggable={false} />
        <Piece
          src={challenge.piece}
          alt=""
          width={challenge.pieceWidth}
          height={challenge.pieceHeight}
          draggable={false}
          style={{ left: x, top: challenge.y }}
        />
      </Puzzle>
      <Track style={{ width: challenge.width }}>
        <Fill style={{ width: x + handleWidth }} />
        {x === 0 ? <Hint aria-hidden="true">{t('slider.hint')}</Hint> : null}
        <Handle
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={t('slider.handleLabel')}
          aria-describedby={instructionsId}
          aria-valuemin={0}
          aria-valuemax={maxPieceX(challenge)}
          aria-valuenow={x}
          aria-valuetext={t('slider.valueText', { x })}
          aria-disabled={disabled || undefined}
          style={{ left: x, width: handleWidth }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">»</span>
        </Handle>
      </Track>
      <VisuallyHidden id={instructionsId}>{t('slider.instructions')}</VisuallyHidden>
    </Frame>
  );
}

import { useId, useState, type ReactNode } from 'react';
import type { StakeLimit } from '@src/contract';
import { formatMoney } from '@src/ui/formatMoney';
import type { BetSlipTranslate } from './betSlipText';
import { QUICK_STAKES, clampToLimits, maximumStake, stakeProblem, type StakeClamp } from './stakeLimits';

export interface StakeFieldProps {
  t: BetSlipTranslate;
  /** The input's accessible name, e.g. 投注金额 主队 vs 客队. */
  label: string;
  placeholder: string;
  value: string;
  /** The member's balance; null for a visitor (then only the maximum bounds the stake). */
  balance: string | null;
  /** The server's limits for this bet (per bet of a system bet); none until they are known. */
  limit: StakeLimit | undefined;
  /** System bets: the limits are each bet's. */
  perBet?: boolean;
  /** Why the server refused this stake at once (its Chinese text), until the stake changes. */
  refusal?: string | undefined;
  /** bet365's and Pinnacle's quick stakes under the field. */
  chips?: boolean;
  /** Shown beside the input (the win of this stake). */
  aside?: ReactNode;
  onChange: (stake: string) => void;
}

const amount = (value: string) => formatMoney(value, { trimZeroCents: true });

/**
 * One stake with its feedback (issue 12 item 6): the limits it must stay within, a message as soon as what is
 * typed cannot be placed (gone once it can), the spec 5 clamp said in words, and quick stakes clamped alike.
 */
export function StakeField({
  t,
  label,
  placeholder,
  value,
  balance,
  limit,
  perBet = false,
  refusal,
  chips = false,
  aside,
  onChange,
}: StakeFieldProps) {
  const id = useId();
  const [clamp, setClamp] = useState<StakeClamp | null>(null);
  const change = (input: string) => {
    let lowered: StakeClamp | null = null;
    const stake = clampToLimits(input, balance, limit, (c) => (lowered = c));
    setClamp(lowered);
    onChange(stake);
  };
  const problem = stakeProblem(value, limit);
  const message =
    problem !== null
      ? t('panel.belowMinimum', { min: amount(problem.min) })
      : clamp !== null && clamp.amount === value
        ? t(clamp.kind === 'maximum' ? 'panel.clampedToMaximum' : 'panel.clampedToBalance', {
            amount: amount(clamp.amount),
          })
        : (refusal ?? null);
  const most = chips ? maximumStake(balance, limit) : null;
  const limitsText =
    limit === undefined
      ? null
      : t(perBet ? 'panel.limitsPerBet' : 'panel.limits', { min: amount(limit.min), max: amount(limit.max) });
  const describedBy = [limitsText !== null ? `${id}-limits` : '', message !== null ? `${id}-message` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="bs-stake">
      <div className="bs-row">
        <input
          type="text"
          inputMode="decimal"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          aria-invalid={problem !== null}
          {...(describedBy !== '' ? { 'aria-describedby': describedBy } : {})}
          onChange={(e) => change(e.target.value)}
        />
        {aside}
      </div>
      {limitsText !== null && (
        <span id={`${id}-limits`} className="bs-muted bs-limits">
          {limitsText}
        </span>
      )}
      {message !== null && (
        <span
          id={`${id}-message`}
          className={problem !== null || clamp === null ? 'bs-message bs-message-error' : 'bs-message'}
        >
          {message}
        </span>
      )}
      {chips && (
        <div className="bs-chips" role="group" aria-label={t('panel.quickStakes', { name: label })}>
          {QUICK_STAKES.map((chip) => (
            <button key={chip} type="button" aria-pressed={value === chip} onClick={() => change(chip)}>
              {chip}
            </button>
          ))}
          {most !== null && (
            <button type="button" aria-pressed={value !== '' && value === most} onClick={() => change(most)}>
              {t('panel.maxStake')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

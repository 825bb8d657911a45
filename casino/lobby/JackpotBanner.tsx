import styled from '@emotion/styled';
import { useState } from 'react';
import type { BonusPool, VenueCategory } from '@src/contract/venue';
import { useAppSelector } from '@src/store/hooks';
import { formatMoney, useMediaQuery } from '@src/ui';
import { jackpotAmountAt } from './jackpotAmount';
import { selectJackpot } from './jackpotSlice';
import { useJackpotWatch } from './useJackpotWatch';
import { useLobbyText } from './useLobbyText';
import { useTickingClock } from './useTickingClock';

const Banner = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.heroFrom},
    ${({ theme }) => theme.colors.heroTo}
  );
  color: #fff;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    white-space: nowrap;
  }
  ul {
    display: flex;
    flex: 1;
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  li {
    display: flex;
    flex-direction: column;
    min-width: max-content;
  }
  li small {
    opacity: 0.85;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  .amount {
    font-family: ${({ theme }) => theme.fonts.numeric};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    font-variant-numeric: tabular-nums;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid rgba(255, 255, 255, 0.7);
    border-radius: ${({ theme }) => theme.radius.pill};
    background: transparent;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSize.lg};
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  @media (max-width: 767px) {
    flex-wrap: wrap;
    ul {
      order: 3;
      flex-basis: 100%;
    }
    h2 {
      flex: 1;
    }
  }
`;

function PoolAmount({ pool, elapsedMs }: { pool: BonusPool; elapsedMs: number }) {
  return <span className="amount">¥{formatMoney(jackpotAmountAt(pool, elapsedMs))}</span>;
}

/**
 * The category's jackpot pools, ticking up every second from the last poll (amount + growth per second). The
 * ticking can be paused (WCAG 2.2.2) and does not run for a reader who prefers reduced motion: the amounts then
 * change only with each poll. Shows nothing when the category has no pool.
 */
export function JackpotBanner({ category }: { category: VenueCategory }) {
  const t = useLobbyText();
  useJackpotWatch(category);
  const { pools, receivedAt, category: watched } = useAppSelector(selectJackpot);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  const ticking = !paused && !reducedMotion && receivedAt !== null;
  const now = useTickingClock(ticking);
  // Paused: the amounts stay as they were when paused, polls included.
  const [frozen, setFrozen] = useState<{ pools: BonusPool[]; elapsedMs: number } | null>(null);
  if (watched !== category || receivedAt === null || pools.length === 0) return null;
  const shown = paused && frozen ? frozen : { pools, elapsedMs: ticking ? now - receivedAt : 0 };

  const togglePause = () => {
    if (paused) {
      setFrozen(null);
      setPaused(false);
    } else {
      setFrozen({ pools, elapsedMs: reducedMotion ? 0 : Math.max(0, Date.now() - receivedAt) });
      setPaused(true);
    }
  };

  return (
    <Banner aria-label={t('jackpot.label')}>
      <h2>{t('jackpot.title')}</h2>
      <ul>
        {shown.pools.map((pool) => (
          <li key={pool.id}>
            <small>{pool.name}</small>
            <PoolAmount pool={pool} elapsedMs={shown.elapsedMs} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label={paused ? t('jackpot.resume') : t('jackpot.pause')}
        title={paused ? t('jackpot.resume') : t('jackpot.pause')}
        onClick={togglePause}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
    </Banner>
  );
}

import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Card as MemberCard, CardKind } from '@src/contract/cards';
import { describeError } from '@src/i18n';
import { Button } from '@src/ui';
import { Card } from '../ProfileRows';
import { useCardsText } from './useCardsText';
import { useMemberCards } from './useMemberCards';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  span {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: ${({ theme }) => theme.fontSize.lg};
    letter-spacing: 0.04em;
    overflow-wrap: anywhere;
  }
  small {
    display: flex;
    justify-content: space-between;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  em {
    font-style: normal;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CardKindPageProps {
  kind: Exclude<CardKind, never>;
  /** The add form; given `onAdded` to reload the list. */
  form: (onAdded: () => void) => ReactNode;
}

/**
 * One kind of the member's withdrawal accounts (addBankCard, virtualCoinCard, alipayManage): the ones bound,
 * masked, each opening its accountManage page, and the form adding another while fewer than the limit.
 */
export function CardKindPage({ kind, form }: CardKindPageProps) {
  const t = useCardsText();
  const { t: shellT } = useTranslation();
  const { state, reload } = useMemberCards();
  const cards: MemberCard[] = state.status === 'loaded' ? state.list.cards.filter((card) => card.kind === kind) : [];
  const max = state.status === 'loaded' ? state.list.maxPerKind : 5;
  return (
    <>
      <Card aria-labelledby="cards-title">
        <h1 id="cards-title">{t(`title.${kind}`)}</h1>
        <Intro>{t(`intro.${kind}`, { max })}</Intro>
      </Card>
      <Card aria-labelledby="cards-list">
        <h2 id="cards-list">{t('list.heading', { count: cards.length, max })}</h2>
        {state.status === 'loading' ? <Muted role="status">{t('list.loading')}</Muted> : null}
        {state.status === 'failed' ? (
          <Muted role="alert">
            {describeError(state.error, shellT)}{' '}
            <Button type="button" variant="link" size="sm" onClick={reload}>
              {t('list.retry')}
            </Button>
          </Muted>
        ) : null}
        {state.status === 'loaded' && cards.length === 0 ? <Muted>{t('list.empty')}</Muted> : null}
        {cards.length > 0 ? (
          <Items>
            {cards.map((card) => (
              <Item key={card.id}>
                <Link to={`/mine/accountManage/${card.id}`} aria-label={`${card.providerName} ${card.maskedAccount}`}>
                  <strong>{card.providerName}</strong>
                  <span>{card.maskedAccount}</span>
                  <small>
                    <em>{card.note || t('list.holder', { holder: card.holder })}</em>
                    <em>{t('list.manage')} ›</em>
                  </small>
                </Link>
              </Item>
            ))}
          </Items>
        ) : null}
      </Card>
      {state.status === 'loaded' ? (
        <Card aria-labelledby="cards-add">
          <h2 id="cards-add">{t('form.heading')}</h2>
          {cards.length >= max ? <Muted role="note">{t('list.full')}</Muted> : form(reload)}
        </Card>
      ) : null}
    </>
  );
}

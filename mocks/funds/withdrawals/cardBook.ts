import type { Card } from '@src/contract/cards';
import type { WithdrawCard, WithdrawMethod } from '@src/contract/withdraw';
import type { Cards } from '../cards/cards';
import type { WithdrawalCardBook } from './withdrawalPorts';

/** Which withdrawal method pays to a card: its kind, and for a USDT address its network. */
export function methodOfCard(card: Pick<Card, 'kind' | 'provider'>): WithdrawMethod | null {
  if (card.kind === 'bank') return 'bank';
  if (card.kind === 'alipay') return 'alipay';
  if (card.provider === 'TRC20') return 'usdt_trc20';
  if (card.provider === 'ERC20') return 'usdt_erc20';
  return null;
}

function toWithdrawCard(card: Card): WithdrawCard | undefined {
  const method = methodOfCard(card);
  if (!method) return undefined;
  return { id: card.id, method, name: card.providerName, masked: card.maskedAccount, holder: card.holder };
}

/** The cards service seen by the withdrawal: the member's own cards, masked, with the method that pays to each. */
export function withdrawalCardBook(cards: Cards): WithdrawalCardBook {
  return {
    listOwned: (memberId) => cards.list(memberId).cards.flatMap((card) => toWithdrawCard(card) ?? []),
    ownedBy: (memberId, cardId) => {
      const card = cards.ownedBy(memberId, cardId);
      return card ? toWithdrawCard(card) : undefined;
    },
  };
}

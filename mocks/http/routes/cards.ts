import type { FastifyInstance } from 'fastify';
import { BANKS, cardsApi } from '@src/contract/cards';
import type { Cards } from '../../funds/cards/cards';
import { defineRoute } from '../defineRoute';
import { answerSuccessWith } from './successMessage';

export const CardSuccess = {
  added: '绑定成功',
  deleted: '删除成功',
} as const;

/** The bankCard calls (src/contract/cards.ts): adding, listing, viewing and deleting a member's cards. */
export function registerCardRoutes(app: FastifyInstance, cards: Cards): void {
  defineRoute(app, cardsApi.addableBanks, () =>
    BANKS.map(({ bankCode, bankName, lengths, luhn }) => ({ bankCode, bankName, lengths: [...lengths], luhn })),
  );
  defineRoute(app, cardsApi.addBankCard, (body, { member }) => cards.addBankCard(Number(member.userId), body));
  defineRoute(app, cardsApi.addVirtualCard, (body, { member }) => cards.addVirtualCard(Number(member.userId), body));
  defineRoute(app, cardsApi.addAlipayAccount, (body, { member }) =>
    cards.addAlipayAccount(Number(member.userId), body),
  );
  defineRoute(app, cardsApi.memberCards, (_body, { member }) => cards.list(Number(member.userId)));
  defineRoute(app, cardsApi.cardInfo, (body, { member }) => cards.info(Number(member.userId), body.id));
  defineRoute(app, cardsApi.revealCard, (body, { member }) =>
    cards.reveal(Number(member.userId), body.id, body.password),
  );
  defineRoute(app, cardsApi.deleteCard, async (body, { member }) => {
    await cards.remove(Number(member.userId), body.id, body.password);
    return null;
  });
  for (const added of [cardsApi.addBankCard, cardsApi.addVirtualCard, cardsApi.addAlipayAccount]) {
    answerSuccessWith(app, added, () => CardSuccess.added);
  }
  answerSuccessWith(app, cardsApi.deleteCard, () => CardSuccess.deleted);
}

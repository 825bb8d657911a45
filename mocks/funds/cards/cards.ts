import type { Database, Statement } from 'better-sqlite3';
import { Code, Message } from '@src/contract';
import {
  CARD_KIND_NAMES,
  CardMessage,
  MAX_CARDS_PER_KIND,
  bankOf,
  maskAccount,
  type Card,
  type CardKind,
  type CardList,
  type VirtualNetwork,
} from '@src/contract/cards';
import { siteTime } from '@src/contract/siteClock';
import { maskRealName } from '../../auth/memberProfile';
import type { MemberRecord, MemberStore } from '../../auth/members';
import { ApiError } from '../../http/apiError';
import type { WithdrawalPasswords } from '../withdrawalPassword/withdrawalPasswords';

/** One of a member's live cards as the server knows it: the public view and, for payouts, the full account. */
export interface OwnedCard extends Card {
  memberId: number;
  /** The full card number, address or Alipay account. */
  account: string;
  /** The holder's full name. */
  holderName: string;
}

interface CardRow {
  id: number;
  member_id: number;
  kind: CardKind;
  provider: string;
  account: string;
  holder: string;
  branch: string;
  created_at: number;
}

interface NewCard {
  kind: CardKind;
  provider: string;
  account: string;
  holder: string;
  note: string;
}

export interface CardsDeps {
  db: Database;
  members: MemberStore;
  withdrawalPasswords: WithdrawalPasswords;
  clock: () => number;
}

const PROVIDER_NAMES: Record<VirtualNetwork | 'ALIPAY', string> = {
  TRC20: 'USDT-TRC20',
  ERC20: 'USDT-ERC20',
  ALIPAY: '支付宝',
};

function providerName(kind: CardKind, provider: string): string {
  if (kind === 'bank') return bankOf(provider)?.bankName ?? provider;
  return PROVIDER_NAMES[provider as keyof typeof PROVIDER_NAMES] ?? provider;
}

function ownedCardOf(row: CardRow): OwnedCard {
  return {
    id: row.id,
    memberId: row.member_id,
    kind: row.kind,
    provider: row.provider,
    providerName: providerName(row.kind, row.provider),
    maskedAccount: maskAccount(row.kind, row.account),
    holder: maskRealName(row.holder),
    note: row.branch,
    createdAt: siteTime(row.created_at),
    account: row.account,
    holderName: row.holder,
  };
}

/** The public view of a card: never the full account or name. */
export function cardView(card: OwnedCard): Card {
  const { id, kind, provider, providerName: name, maskedAccount, holder, note, createdAt } = card;
  return { id, kind, provider, providerName: name, maskedAccount, holder, note, createdAt };
}

/**
 * The members' withdrawal accounts (src/contract/cards.ts has the rules, which the contract's schemas already
 * checked on the way in). Every lookup is by member and id together, so another member's card is not found.
 */
export class Cards {
  private readonly selectOwned: Statement<[number, number], CardRow>;
  private readonly selectLive: Statement<[number], CardRow>;
  private readonly countLive: Statement<[number, string], number>;
  private readonly findLiveAccount: Statement<[number, string, string], number>;
  private readonly insertCard: Statement<[number, string, string, string, string, string, number]>;
  private readonly markDeleted: Statement<[number, number, number]>;

  constructor(private readonly deps: CardsDeps) {
    const { db } = deps;
    const columns = 'id, member_id, kind, provider, account, holder, branch, created_at';
    this.selectOwned = db.prepare(
      `SELECT ${columns} FROM member_cards WHERE member_id = ? AND id = ? AND deleted_at IS NULL`,
    );
    this.selectLive = db.prepare(
      `SELECT ${columns} FROM member_cards WHERE member_id = ? AND deleted_at IS NULL ORDER BY id`,
    );
    this.countLive = db
      .prepare<[number, string], number>(
        'SELECT COUNT(*) FROM member_cards WHERE member_id = ? AND kind = ? AND deleted_at IS NULL',
      )
      .pluck();
    this.findLiveAccount = db
      .prepare<[number, string, string], number>(
        'SELECT id FROM member_cards WHERE member_id = ? AND kind = ? AND account = ? AND deleted_at IS NULL',
      )
      .pluck();
    this.insertCard = db.prepare(
      `INSERT INTO member_cards (member_id, kind, provider, account, holder, branch, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.markDeleted = db.prepare(
      'UPDATE member_cards SET deleted_at = ? WHERE member_id = ? AND id = ? AND deleted_at IS NULL',
    );
  }

  /** The member's live card of that id, or undefined (another member's, deleted, or none). */
  ownedBy(memberId: number, cardId: number): OwnedCard | undefined {
    const row = this.selectOwned.get(memberId, cardId);
    return row ? ownedCardOf(row) : undefined;
  }

  /** bankCard/queryMemberBanksInfoList: every live card, masked, oldest first. */
  list(memberId: number): CardList {
    return { cards: this.selectLive.all(memberId).map((row) => cardView(ownedCardOf(row))), maxPerKind: MAX_CARDS_PER_KIND };
  }

  /** bankCard/info: one card, masked; 6004 when not the member's. */
  info(memberId: number, cardId: number): Card {
    return cardView(this.owned(memberId, cardId));
  }

  addBankCard(memberId: number, body: { bankCode: string; cardNumber: string; holderName: string; branch: string }): Card {
    const member = this.holderMember(memberId, body.holderName);
    return this.add(member, {
      kind: 'bank',
      provider: body.bankCode,
      account: body.cardNumber,
      holder: body.holderName,
      note: body.branch,
    });
  }

  addVirtualCard(memberId: number, body: { network: VirtualNetwork; address: string; alias: string }): Card {
    const member = this.eligibleMember(memberId);
    return this.add(member, {
      kind: 'virtual',
      provider: body.network,
      account: body.address,
      holder: member.realName ?? '',
      note: body.alias,
    });
  }

  addAlipayAccount(memberId: number, body: { account: string; holderName: string }): Card {
    const member = this.holderMember(memberId, body.holderName);
    return this.add(member, {
      kind: 'alipay',
      provider: 'ALIPAY',
      account: body.account.toLowerCase(),
      holder: body.holderName,
      note: '',
    });
  }

  /** bankCard/reveal: the full account, after the withdrawal password (counted like any other try). */
  async reveal(memberId: number, cardId: number, password: string): Promise<{ id: number; account: string }> {
    const card = this.owned(memberId, cardId);
    await this.deps.withdrawalPasswords.verify(memberId, password);
    return { id: card.id, account: card.account };
  }

  /** bankCard/delete: after the withdrawal password; the row stays (deleted_at) for the withdrawals naming it. */
  async remove(memberId: number, cardId: number, password: string): Promise<void> {
    this.owned(memberId, cardId);
    await this.deps.withdrawalPasswords.verify(memberId, password);
    if (this.markDeleted.run(this.deps.clock(), memberId, cardId).changes === 0) {
      throw new ApiError(Code.NotFound, CardMessage.notFound);
    }
  }

  private owned(memberId: number, cardId: number): OwnedCard {
    const card = this.ownedBy(memberId, cardId);
    if (!card) throw new ApiError(Code.NotFound, CardMessage.notFound);
    return card;
  }

  /** A member who may add cards: a bound phone (6015) and a bound real name (6449). */
  private eligibleMember(memberId: number): MemberRecord {
    const member = this.deps.members.findById(memberId);
    if (!member) throw new ApiError(Code.LoginExpired, Message.reLogin);
    if (!member.phone) throw new ApiError(Code.UnboundPhone, CardMessage.phoneFirst);
    if (!member.realName) throw new ApiError(Code.BindRealName, CardMessage.realNameFirst);
    return member;
  }

  /** spec 9 terms: the holder name is the member's bound real name, exactly. */
  private holderMember(memberId: number, holderName: string): MemberRecord {
    const member = this.eligibleMember(memberId);
    if (member.realName !== holderName) throw new ApiError(Code.InvalidParameter, CardMessage.holderMismatch);
    return member;
  }

  /** Counts and inserts in one immediate transaction, so parallel adds cannot pass the limit or bind twice. */
  private add(member: MemberRecord, card: NewCard): Card {
    const now = this.deps.clock();
    const id = this.deps.db
      .transaction(() => {
        if (this.findLiveAccount.get(member.id, card.kind, card.account) !== undefined) {
          throw new ApiError(Code.DataExists, CardMessage.duplicate);
        }
        if ((this.countLive.get(member.id, card.kind) ?? 0) >= MAX_CARDS_PER_KIND) {
          throw new ApiError(Code.DataExists, CardMessage.tooMany(CARD_KIND_NAMES[card.kind]));
        }
        const { kind, provider, account, holder, note } = card;
        return Number(this.insertCard.run(member.id, kind, provider, account, holder, note, now).lastInsertRowid);
      })
      .immediate();
    return this.info(member.id, id);
  }
}

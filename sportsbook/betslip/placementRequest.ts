import Big from 'big.js';
import type { PlaceBetRequest, Ticket } from '@src/contract';
import type { BettingActive } from './betSlipEntry';
import { setBettingStatus, setRefusal, updatePrice, type BetSlipState, type RuleResult } from './betSlipRules';
import type { BetSlipErrorCode } from './betSlipText';

export interface PlacementInput {
  /** One per attempt: a retry of the same attempt sends the same key (the server answers the same tickets). */
  idempotencyKey: string;
  /** Series mode: the parlay's stake. */
  parlayStake?: string;
  /** Series mode: system bets "n/k" (n = number of entries) with the stake of each bet. */
  systems?: readonly { system: string; stake: string }[];
  /** The player confirmed placing a bet identical to one placed within DUPLICATE_WINDOW_MS. */
  confirmDuplicate?: boolean;
}

/** What the panel asks to place (the epic adds the idempotency key; the acceptance setting is the slip's). */
export type PlacementRequest = Omit<PlacementInput, 'idempotencyKey'>;

/** A bet identical to one placed this long ago or less is asked about before it is placed. */
export const DUPLICATE_WINDOW_MS = 60_000;

/** What makes two placements the same bets: each bet's type, system, stake and selections (not the prices). */
export function placementSignature(request: Pick<PlaceBetRequest, 'bets'>): string {
  return request.bets
    .map((bet) => `${bet.type}|${bet.system ?? ''}|${bet.stake}|${bet.selections.map((leg) => leg.oddsId).sort().join(',')}`)
    .sort()
    .join(';');
}

export interface PlacementPlan {
  request: PlaceBetRequest;
  /** For each bet of the request, the slip entries it is made of. */
  entryKeys: string[][];
}

/** A typed stake as a wire amount (2 decimals, rounded down), or null when it is not a positive amount. */
function wireStake(stake: string | undefined): string | null {
  if (stake === undefined || !/^\d+(\.\d*)?$/.test(stake.trim())) return null;
  const amount = new Big(stake.trim()).round(2, Big.roundDown);
  return amount.gt(0) ? amount.toFixed(2) : null;
}

/**
 * The placement request for the slip: one single per entry with a stake, or in series mode a parlay of every
 * entry and the chosen system bets. Refuses while an order is being confirmed, with invalid (same match)
 * entries in series mode, with fewer than two entries for a parlay, or without any stake.
 */
export function planPlacement(state: BetSlipState, input: PlacementInput): { plan: PlacementPlan } | { error: BetSlipErrorCode } {
  if (state.entries.some((e) => e.bettingData.active === 'delay')) return { error: 'orderConfirming' };
  const selections = (keys: readonly string[]) =>
    state.entries.filter((e) => keys.includes(e.key)).map((e) => ({ oddsId: e.oddsId, price: e.price }));
  const bets: PlaceBetRequest['bets'] = [];
  const entryKeys: string[][] = [];

  if (!state.series) {
    for (const entry of state.entries) {
      const stake = wireStake(entry.orderData.stake);
      if (stake === null) continue;
      bets.push({ type: 'single', stake, selections: selections([entry.key]) });
      entryKeys.push([entry.key]);
    }
  } else {
    if (state.entries.some((e) => e.isInvalid)) return { error: 'invalidEntries' };
    if (state.entries.length < 2) return { error: 'tooFewForSeries' };
    const all = state.entries.map((e) => e.key);
    const parlayStake = wireStake(input.parlayStake);
    if (parlayStake !== null) {
      bets.push({ type: 'parlay', stake: parlayStake, selections: selections(all) });
      entryKeys.push(all);
    }
    for (const system of input.systems ?? []) {
      const stake = wireStake(system.stake);
      if (stake === null) continue;
      bets.push({ type: 'system', system: system.system, stake, selections: selections(all) });
      entryKeys.push(all);
    }
  }
  if (bets.length === 0) return { error: 'noStake' };
  return { plan: { request: { idempotencyKey: input.idempotencyKey, acceptOdds: state.acceptOdds, bets }, entryKeys } };
}

/** The slip's betting status of a ticket: 确认中 (delay) while pending. */
export function bettingActiveOf(ticket: Pick<Ticket, 'status'>): BettingActive {
  switch (ticket.status) {
    case 'pending':
      return 'delay';
    case 'rejected':
      return 'rejected';
    case 'accepted':
    case 'settled':
      return 'accepted';
  }
}

/**
 * The server's answer on the slip: each bet's entries take its ticket's status and id (确认中 while held, or
 * accepted). A bet refused at once is no bet: its entries take no status; a single's entry keeps the reason to
 * show beside its stake. A refused price brings the current price back to the entry.
 */
export function applyPlacementAnswer(state: BetSlipState, entryKeys: readonly string[][], tickets: readonly Ticket[]): RuleResult {
  let next = state;
  tickets.forEach((ticket, i) => {
    const keys = entryKeys[i] ?? [];
    next =
      ticket.status === 'rejected'
        ? setRefusal(next, ticket.type === 'single' ? keys : [], ticket.reasonText).state
        : setBettingStatus(next, keys, bettingActiveOf(ticket), ticket.ticket_id).state;
    if (ticket.reason === 'odds_changed') {
      for (const leg of ticket.selections) next = updatePrice(next, leg.oddsId, leg.price).state;
    }
  });
  return { state: next };
}

/** Why a parlay or system bet of the answer was refused at once (the server's Chinese text), or null. */
export function seriesRefusalOf(tickets: readonly Ticket[]): string | null {
  const refused = tickets.find((ticket) => ticket.status === 'rejected' && ticket.type !== 'single');
  return refused === undefined ? null : (refused.reasonText ?? null);
}

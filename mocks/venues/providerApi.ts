import type { GameEngine, GameTag, VenueCategory } from '@src/contract/venue';

/**
 * What the site knows of a venue (a third-party game provider): an HTTP-shaped API with its own transfer
 * wallet (deposit to the venue, withdraw from it, each by the site's transfer id, query a transfer by that
 * id, balance), its catalogue and a launch address. The site never reaches into a provider's tables or
 * internals (DESIGN.md section 2); everything money-related it learns from these answers. Amounts are decimal
 * strings, as on any provider's wire.
 */

/** A provider's answer about one transfer: done, refused (nothing moved), or unknown to it. */
export type ProviderTransferState = 'succeeded' | 'failed';

export interface ProviderTransfer {
  /** The site's transfer id (the provider refuses a second transfer with it and answers the first). */
  transferId: string;
  direction: 'deposit' | 'withdraw';
  /** Provider's member id (the site's member id as a string). */
  player: string;
  amount: string;
  state: ProviderTransferState;
  /** Why it failed, in Chinese, when it did. */
  reason: string | null;
  /** The player's balance at the provider after it. */
  balanceAfter: string;
}

export interface ProviderGame {
  gameCode: string;
  name: string;
  /** Pinyin initials, lower case. */
  initials: string;
  /** Full pinyin without tones or spaces, lower case (search). */
  pinyin: string;
  tags: GameTag[];
  engine: GameEngine;
  addedAt: number;
}

export interface ProviderInfo {
  enName: string;
  name: string;
  category: VenueCategory;
  /** Maintenance: until when (epoch ms), or null when open. */
  maintenanceUntil: number | null;
  /** A running venue activity's text (launch may answer 6413 with it), or null. */
  activity: string | null;
}

/** Thrown by a provider call: it refused, or it did not answer in time (the outcome is then unknown). */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'timeout' | 'maintenance' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface VenueProvider {
  readonly enName: string;
  info(): ProviderInfo;
  games(): readonly ProviderGame[];
  /** Moves `amount` into the player's venue wallet. Idempotent per transferId. */
  deposit(player: string, transferId: string, amount: string): Promise<ProviderTransfer>;
  /** Moves `amount` out of the player's venue wallet; refused (state failed) when the balance is short. */
  withdraw(player: string, transferId: string, amount: string): Promise<ProviderTransfer>;
  /** undefined when the provider never received the transfer. */
  queryTransfer(transferId: string): Promise<ProviderTransfer | undefined>;
  balance(player: string): Promise<string>;
  /** The game's address (a page of the provider's, framed or opened in a new tab). */
  launchUrl(player: string, gameCode: string, language: 'zh-CN' | 'zh-TW'): Promise<string>;
}

/** Every venue, by code. */
export interface VenueDirectory {
  list(): readonly VenueProvider[];
  get(enName: string): VenueProvider | undefined;
}

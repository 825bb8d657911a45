import { coreMigration } from './001_core';
import { ledgerMigration } from './002_ledger';
import { accountsMigration } from './003_accounts';
import { betsMigration } from './004_bets';
import { emailCodesMigration } from './005_email_codes';
import { feedbackMigration } from './006_feedback';
import { authStateMigration } from './007_auth_state';
import { cashOutMigration } from './008_cash_out';
import { pendingTransfersMigration } from './009_pending_transfers';
import { depositsMigration } from './010_deposits';
import { cardsMigration } from './011_cards';
import { withdrawalsMigration } from './012_withdrawals';
import { dealRecordsMigration } from './013_deal_records';
import { venueProvidersMigration } from './014_venue_providers';
import { venueWalletsMigration } from './015_venue_wallets';
import { lobbyMigration } from './016_lobby';
import type { Migration } from './types';

export type { Migration } from './types';

/** Every migration, in order. Append new ones; never edit or reorder an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  coreMigration,
  ledgerMigration,
  accountsMigration,
  betsMigration,
  emailCodesMigration,
  feedbackMigration,
  authStateMigration,
  cashOutMigration,
  pendingTransfersMigration,
  depositsMigration,
  cardsMigration,
  withdrawalsMigration,
  dealRecordsMigration,
  venueProvidersMigration,
  venueWalletsMigration,
  lobbyMigration,
];

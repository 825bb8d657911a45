import type { Migration } from './types';

/** The profile's gender (spec 2.6), set once by the member (member/bindGender); null until then. */
export const memberGenderMigration: Migration = {
  version: 17,
  name: 'member_gender',
  up: `ALTER TABLE members ADD COLUMN gender TEXT CHECK (gender IN ('male', 'female'));`,
};

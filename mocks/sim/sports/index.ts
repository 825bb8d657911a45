import { baseball } from './baseball';
import { basketball } from './basketball';
import type { SportDef } from './engine';
import { football, virtualFootball } from './football';
import { handball } from './handball';
import { tableTennis, volleyball } from './rallySets';
import { snooker } from './snooker';
import { tennis } from './tennis';

/** Every simulated sport (all game types but FS, the outrights). */
export const SPORTS: readonly SportDef[] = [
  football,
  virtualFootball,
  basketball,
  tennis,
  handball,
  snooker,
  volleyball,
  baseball,
  tableTennis,
];

export * from './engine';

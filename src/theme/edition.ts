import type { Edition } from './theme';

/**
 * spec 4: the edition the member chose, unless the site switches editions off (siteBaseConfig.editionSwitch
 * false), which forces classic. Until the site configuration is known the choice stands.
 */
export function effectiveEdition(chosen: Edition, editionSwitch: boolean | null): Edition {
  return editionSwitch === false ? 'classic' : chosen;
}

export function otherEdition(edition: Edition): Edition {
  return edition === 'classic' ? 'professional' : 'classic';
}

/**
 * Browser storage key of the slip (survives a reload). Its own module, importing nothing, so the end-to-end specs
 * read the saved slip under the same key as the page.
 */
export const BET_SLIP_STORAGE_KEY = 'sportsbook.betSlip.v1';

/** Cash-out (提前结算) in 我的注单 and the bet records: the live offers, the button, confirm step and rules. */
export { CashOutControl, type CashOutControlProps } from './CashOutControl';
export { useCashOutOffers, type CashOutOffersOptions } from './useCashOutOffers';
export { useAutoCashOutNotice } from './useAutoCashOutNotice';

/**
 * /mine/savemoney and the five deposit wait screens (spec 2.2, 7.3). The feature's epic joins the store first.
 */
import './depositFeature';

export { SaveMoneyPage } from './SaveMoneyPage';
export { DepositWaitPage } from './DepositWaitPage';

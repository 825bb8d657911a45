import { AlipayForm } from './AlipayForm';
import { BankCardForm } from './BankCardForm';
import { CardKindPage } from './CardKindPage';
import { VirtualCoinForm } from './VirtualCoinForm';

/** /mine/addBankCard: the member's bank cards and adding one. */
export function AddBankCardPage() {
  return <CardKindPage kind="bank" form={(onAdded) => <BankCardForm onAdded={onAdded} />} />;
}

/** /mine/virtualCoinCard: the member's USDT addresses and adding one. */
export function VirtualCoinCardPage() {
  return <CardKindPage kind="virtual" form={(onAdded) => <VirtualCoinForm onAdded={onAdded} />} />;
}

/** /mine/alipayManage: the member's Alipay accounts and adding one. */
export function AlipayManagePage() {
  return <CardKindPage kind="alipay" form={(onAdded) => <AlipayForm onAdded={onAdded} />} />;
}

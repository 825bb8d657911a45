import { useCallback } from 'react';
import { RuleMessage } from '@src/contract';
import { DepositMessage } from '@src/contract/deposit';
import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('deposit', zhCN, zhTW);

export type DepositTextKey = TextKey<typeof zhCN>;
export type DepositTranslate = NamespaceTranslate<DepositTextKey>;

/** The deposit pages' t(): their own namespace, keys checked against locales/zh-CN.json. */
export const useDepositText: () => DepositTranslate = text.useText;

/** The contract's rule messages (zh-CN, as the schemas say them) and their key here. */
const RULE_KEYS = new Map<string, DepositTextKey>([
  [DepositMessage.amountRequired, 'rules.amountRequired'],
  [DepositMessage.amountFormat, 'rules.amountFormat'],
  [DepositMessage.amountPositive, 'rules.amountPositive'],
  [RuleMessage.realNameFormat, 'rules.realNameFormat'],
  [DepositMessage.txHashFormat, 'rules.txHashFormat'],
]);

/** A validation message of the contract's schemas in the member's language; any other passes as it is. */
export function useDepositRuleMessage(): (message: string | undefined) => string | undefined {
  const t = useDepositText();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = RULE_KEYS.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}

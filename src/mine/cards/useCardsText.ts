import { useCallback } from 'react';
import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('cards', zhCN, zhTW);

export type CardsTextKey = TextKey<typeof zhCN>;
export type CardsTranslate = NamespaceTranslate<CardsTextKey>;

/** The card pages' t(): their own namespace, keys checked against locales/zh-CN.json. */
export const useCardsText: () => CardsTranslate = text.useText;

/** The catalogue's rule keys by their zh-CN text, the contract's message (a test keeps them equal). */
const RULE_KEYS = new Map<string, CardsTextKey>(
  (Object.keys(zhCN.rules) as (keyof typeof zhCN.rules)[]).map((key) => [zhCN.rules[key], `rules.${key}`]),
);

/** A validation message of src/contract/cards.ts in the member's language; others pass as they are. */
export function useCardRule(): (message: string | undefined) => string | undefined {
  const t = useCardsText();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = RULE_KEYS.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}

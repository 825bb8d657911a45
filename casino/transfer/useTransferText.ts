import { namespaceText, type NamespaceTranslate, type TextKey } from '@src/i18n/namespaceText';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';

const text = namespaceText('venueTransfer', zhCN, zhTW);

export type TransferTextKey = TextKey<typeof zhCN>;
export type TransferTranslate = NamespaceTranslate<TransferTextKey>;

/** The venue transfer's t() (the page and the dialog): its own namespace, keys checked against locales/zh-CN.json. */
export const useTransferText: () => TransferTranslate = text.useText;

export type TransferProblem = keyof typeof zhCN.problems;

const PROBLEM_BY_MESSAGE = new Map(
  (Object.entries(zhCN.problems) as [TransferProblem, string][]).map(([key, message]) => [message, key]),
);

/**
 * A validation message of the transfer form (the contract's Chinese text: transferAmountSchema, VenueMessage) as
 * its catalogue key, so a zh-TW page says it in traditional characters; null for a text the catalogue lacks.
 */
export function transferProblemOf(message: string | undefined): TransferProblem | null {
  return message === undefined ? null : (PROBLEM_BY_MESSAGE.get(message) ?? null);
}

/** A validation message in the page's language (unknown texts as they came). */
export function describeTransferProblem(
  t: TransferTranslate,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const problem = transferProblemOf(message);
  return problem ? t(`problems.${problem}`) : message;
}

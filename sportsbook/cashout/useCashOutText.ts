import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CASHOUT_NS, registerCashOutResources, type CashOutTranslate } from './cashOutText';

type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/** The cash-out's own t(): keys checked against locales/zh-CN.json; registered on first use. */
export function useCashOutText(): CashOutTranslate {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (!i18n.hasResourceBundle('zh-CN', CASHOUT_NS)) registerCashOutResources(i18n);
  return useCallback<CashOutTranslate>(
    (key, values = {}) =>
      (i18n.t as unknown as UntypedTranslate)(key, { ...values, ns: CASHOUT_NS, lng: language }),
    [i18n, language],
  );
}

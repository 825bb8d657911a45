import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BETSLIP_NS, registerBetSlipResources, type BetSlipTranslate } from './betSlipText';

type UntypedTranslate = (key: string, options: Record<string, unknown>) => string;

/** The slip's own t(): keys checked against locales/zh-CN.json; registered on first use. */
export function useBetSlipText(): BetSlipTranslate {
  const { i18n } = useTranslation();
  const language = i18n.language;
  if (!i18n.hasResourceBundle('zh-CN', BETSLIP_NS)) registerBetSlipResources(i18n);
  return useCallback<BetSlipTranslate>(
    (key, values = {}) => (i18n.t as unknown as UntypedTranslate)(key, { ...values, ns: BETSLIP_NS, lng: language }),
    [i18n, language],
  );
}

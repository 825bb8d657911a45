import styled from '@emotion/styled';
import { useCachedData, SITE_CONTENT_TTL_MS } from '@src/app/useCachedData';
import { useDepositText } from './useDepositText';

const Help = styled.aside`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    display: contents;
    list-style: none;
  }
`;

/** getCustomerInfo: where a stuck payer gets help (the service page, other contacts, the desk's hours). */
export function CustomerHelp() {
  const t = useDepositText();
  const info = useCachedData('getCustomerInfo', {}, SITE_CONTENT_TTL_MS);
  if (info.status !== 'ready') return null;
  const { serviceUrl, contacts, hours } = info.data;
  return (
    <Help aria-label={t('wait.help')}>
      <span>{t('wait.help')}</span>
      {serviceUrl ? (
        <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
          {t('wait.helpLink')}
        </a>
      ) : null}
      <ul>
        {contacts.map((contact) => (
          <li key={`${contact.kind}:${contact.value}`}>
            {t('wait.contact', { kind: t(`wait.contacts.${contact.kind}`), value: contact.value })}
          </li>
        ))}
      </ul>
      <span>{t('wait.helpHours', { hours })}</span>
    </Help>
  );
}

import styled from '@emotion/styled';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CaptchaProvider } from '@src/captcha';
import { selectMember } from '@src/session';
import { useAppSelector } from '@src/store/hooks';
import { ButtonLink } from '@src/ui';
import { EmailBindingSection } from './EmailBindingSection';
import { PasswordChangeSection } from './PasswordChangeSection';
import { PhoneBindingSection } from './PhoneBindingSection';
import { Card } from './ProfileRows';
import { RealNameSection } from './RealNameSection';
import { WithdrawalPasswordSection } from './withdrawalPassword';

const Title = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SectionIntro = styled(Intro)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Notice = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;

const Status = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Where a bind-phone page sent the member from (spec 2.4 item 3); only a path of this site. */
export function continuePath(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

/**
 * /mine/auth (spec 2.2): phone binding and real-name verification, the two a bind-phone page needs, then the
 * e-mail binding and the login password change. A member sent here by the guard sees why, and a way back once both are done.
 */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  const member = useAppSelector(selectMember);
  const [search] = useSearchParams();
  const next = continuePath(search.get('next'));

  if (!member) return <Status role="status">{t('mine.loading')}</Status>;
  const done = member.bindPhone && member.bindRealName;
  return (
    <CaptchaProvider>
      <Card aria-labelledby="security-title">
        <Title id="security-title">{t('security.title')}</Title>
        <Intro>{t('security.intro')}</Intro>
        {next && !done ? <Notice role="note">{t('security.bindRequired')}</Notice> : null}
        {next && done ? (
          <ButtonLink to={next} replace>
            {t('security.continue')}
          </ButtonLink>
        ) : null}
      </Card>
      <Card aria-labelledby="security-phone">
        <h2 id="security-phone">{t('security.phoneSection')}</h2>
        <PhoneBindingSection member={member} />
      </Card>
      <Card aria-labelledby="security-real-name">
        <h2 id="security-real-name">{t('security.realNameSection')}</h2>
        <RealNameSection member={member} />
      </Card>
      <Card aria-labelledby="security-email">
        <h2 id="security-email">{t('security.emailSection')}</h2>
        <EmailBindingSection member={member} />
      </Card>
      <Card aria-labelledby="security-password">
        <h2 id="security-password">{t('security.passwordSection')}</h2>
        <SectionIntro>{t('security.passwordIntro')}</SectionIntro>
        <PasswordChangeSection member={member} />
      </Card>
      <WithdrawalPasswordSection member={member} />
    </CaptchaProvider>
  );
}

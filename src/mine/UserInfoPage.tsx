import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { memberInfoRequested, selectMember } from '@src/session';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Button } from '@src/ui';
import { useMemberCards } from './cards/useMemberCards';
import { GenderChoice } from './GenderChoice';
import { Card, ProfileList, ProfileRow } from './ProfileRows';
import { securityChecklist } from './securityLevel';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-transform: uppercase;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xxl}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const PageTitle = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const Meter = styled.meter`
  width: 160px;
  height: 10px;
  vertical-align: middle;
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * spec 2.6 profile page: personal data, account security level, bindings (phone, e-mail, bank card), gender,
 * birthday, register date, real-name verification, passwords, bet records, card and virtual-coin management.
 * What the member info carries is shown, with the number of bound bank cards; the rest links to where it is done,
 * or (the gender) is set in place.
 */
export function UserInfoPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const status = useAppSelector((state) => state.session.memberStatus);
  const { state: cards } = useMemberCards();
  const bankCards =
    cards.status === 'loaded' ? cards.list.cards.filter((card) => card.kind === 'bank').length : 0;

  if (!member) {
    return status === 'failed' ? (
      <Status role="alert">
        {t('mine.loadFailed')}
        <Button size="sm" variant="secondary" onClick={() => dispatch(memberInfoRequested())}>
          {t('mine.retry')}
        </Button>
      </Status>
    ) : (
      <Status role="status">{t('mine.loading')}</Status>
    );
  }

  const security = securityChecklist(member);
  const bindLink = { to: '/mine/auth', label: t('profile.bindNow') };
  return (
    <>
      <Card aria-labelledby="profile-title">
        <PageTitle id="profile-title">{t('profile.title')}</PageTitle>
        <Summary>
          <Avatar aria-hidden="true">{member.username.slice(0, 1)}</Avatar>
          <Facts aria-label={t('profile.summaryLabel')}>
            <div>
              <dt>{t('profile.username')}</dt>
              <dd>{member.username}</dd>
            </div>
            <div>
              <dt>{t('profile.vipLevel')}</dt>
              <dd>{t('profile.vip', { level: member.vipLevel })}</dd>
            </div>
            <div>
              <dt>{t('profile.securityLevel')}</dt>
              <dd>
                {t(`profile.security.${security.level}`)}{' '}
                <Meter
                  min={0}
                  max={security.total}
                  low={1.5}
                  high={2.5}
                  optimum={security.total}
                  value={security.done}
                  aria-label={t('profile.securityProgress', { done: security.done, total: security.total })}
                />
              </dd>
            </div>
          </Facts>
        </Summary>
      </Card>

      <Card aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('profile.personalData')}</h2>
        <ProfileList>
          <ProfileRow label={t('profile.username')} value={member.username} />
          <ProfileRow
            label={t('profile.gender')}
            value={member.gender ? t(`profile.${member.gender}`) : null}
            empty={t('profile.notSet')}
            controls={member.gender ? undefined : <GenderChoice />}
          />
          <ProfileRow
            label={t('profile.birthday')}
            value={member.birthday || null}
            empty={t('profile.notSet')}
            action={member.birthday ? undefined : { to: '/mine/auth', label: t('profile.verifyNow') }}
          />
          <ProfileRow label={t('profile.registerTime')} value={member.registerTime.slice(0, 10)} />
          <ProfileRow
            label={t('profile.realName')}
            value={member.bindRealName ? member.realName : null}
            empty={t('profile.notVerified')}
            action={member.bindRealName ? undefined : { to: '/mine/auth', label: t('profile.verifyNow') }}
          />
        </ProfileList>
      </Card>

      <Card aria-labelledby="profile-security">
        <h2 id="profile-security">{t('profile.securityItems')}</h2>
        <ProfileList>
          <ProfileRow
            label={t('profile.phone')}
            value={member.bindPhone ? member.phone : null}
            empty={t('profile.notBound')}
            action={member.bindPhone ? undefined : bindLink}
          />
          <ProfileRow
            label={t('profile.email')}
            value={member.email || null}
            empty={t('profile.notBound')}
            action={member.email ? undefined : bindLink}
          />
          <ProfileRow
            label={t('profile.bankCard')}
            value={bankCards > 0 ? t('profile.cardCount', { count: bankCards }) : null}
            empty={t('profile.notBound')}
            action={{
              to: '/mine/addBankCard',
              label: bankCards > 0 ? t('profile.manage') : t('profile.bindNow'),
            }}
          />
          <ProfileRow
            label={t('profile.password')}
            value={t('profile.passwordSet')}
            action={{ to: '/mine/auth', label: t('profile.change') }}
          />
          <ProfileRow
            label={t('profile.secondPassword')}
            value={member.withdrawalPasswordSet ? t('profile.passwordSet') : null}
            empty={t('profile.notSet')}
            action={{
              to: '/mine/auth',
              label: member.withdrawalPasswordSet ? t('profile.manage') : t('profile.setNow'),
            }}
          />
        </ProfileList>
      </Card>

      <Card aria-labelledby="profile-shortcuts">
        <h2 id="profile-shortcuts">{t('profile.shortcuts')}</h2>
        <ProfileList>
          <ProfileRow
            label={t('profile.betRecord')}
            value={null}
            action={{ to: '/mine/betRecord', label: t('profile.view') }}
          />
          <ProfileRow
            label={t('profile.cards')}
            value={null}
            action={{ to: '/mine/virtualCoinCard', label: t('profile.manage') }}
          />
        </ProfileList>
      </Card>
    </>
  );
}

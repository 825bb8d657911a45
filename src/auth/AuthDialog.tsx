import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useSiteTitle } from '@src/app/useSiteTitle';
import { CaptchaProvider } from '@src/captcha';
import { useAppDispatch, useAppSelector } from '@src/store/hooks';
import { Dialog } from '@src/ui';
import { authDialogClosed, selectAuthDialog, selectBannerShown } from './authDialogSlice';
import { AuthForms } from './AuthForms';
import { useAuthText } from './authText';
import { ForgotPassword } from './ForgotPassword';
import { NewDeviceLogin } from './NewDeviceLogin';

const Banner = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  height: 104px;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.heroFrom},
    ${({ theme }) => theme.colors.heroTo}
  );
  color: #ffffff;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    letter-spacing: 0.1em;
    line-height: 1.2;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    opacity: 0.85;
  }
`;

/**
 * The auth dialog (spec 2.6): login and register tabs, forgot password and new-device verification, opened
 * and closed by the auth events (authEpic) and by its close icon. The layout mounts it through
 * AuthDialogHost (loaded when it first opens).
 */
export function AuthDialog() {
  const t = useAuthText();
  const { t: appT } = useTranslation();
  const dispatch = useAppDispatch();
  const brand = useSiteTitle();
  const state = useAppSelector(selectAuthDialog);
  const bannerShown = useAppSelector(selectBannerShown);

  const titled =
    state.screen === 'newDevice'
      ? { title: t('newDevice.title') }
      : state.screen === 'forgotPassword'
        ? { title: t('forgot.title') }
        : { title: t('dialog.title', { brand }), description: t('dialog.description'), hideTitle: true };

  return (
    <Dialog
      open={state.open}
      onOpenChange={(next) => {
        if (!next) dispatch(authDialogClosed());
      }}
      {...titled}
      closeLabel={t('dialog.close')}
      header={
        bannerShown ? (
          <Banner aria-hidden="true">
            <strong>{brand}</strong>
            <span>{appT('brand.tagline')}</span>
          </Banner>
        ) : undefined
      }
    >
      <CaptchaProvider>
        {state.screen === 'newDevice' && state.newDevice ? (
          <NewDeviceLogin challenge={state.newDevice} />
        ) : state.screen === 'forgotPassword' ? (
          <ForgotPassword
            key={state.forgotWay}
            way={state.forgotWay}
            passwordChanged={state.passwordChanged}
          />
        ) : (
          <AuthForms mode={state.mode} loginUsername={state.loginUsername} />
        )}
      </CaptchaProvider>
    </Dialog>
  );
}

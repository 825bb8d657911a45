import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@src/app/ServicesContext';
import { GENDERS, type Gender } from '@src/contract/account';
import { describeError } from '@src/i18n';
import { memberInfoRequested } from '@src/session';
import { useAppDispatch } from '@src/store/hooks';
import { toasts, useDialogs } from '@src/ui';

const Choices = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  button {
    min-width: 44px;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSize.sm};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: progress;
  }
`;

/**
 * Setting the profile's gender (spec 2.6: male/female), once: the member picks one, confirms it after being told it
 * cannot change (member/bindGender), and the member info is read again.
 */
export function GenderChoice() {
  const { t } = useTranslation();
  const { api } = useServices();
  const dialogs = useDialogs();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const choose = async (gender: Gender) => {
    const name = t(`profile.${gender}`);
    const confirmed = await dialogs.tips({
      title: t('profile.genderConfirmTitle'),
      message: t('profile.genderConfirm', { gender: name }),
      showCancel: true,
      sureText: t('security.confirmSure'),
      cancelText: t('security.confirmCancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await api.data('bindGender', { gender });
      toasts.success(t('security.updated'));
      dispatch(memberInfoRequested());
    } catch (error) {
      toasts.error(describeError(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Choices role="group" aria-label={t('profile.genderChoose')}>
      {GENDERS.map((gender) => (
        <button key={gender} type="button" disabled={busy} onClick={() => void choose(gender)}>
          {t(`profile.${gender}`)}
        </button>
      ))}
    </Choices>
  );
}

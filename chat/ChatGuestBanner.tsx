import styled from '@emotion/styled';
import { selectChatUser, selectSendBlock } from '@streams';
import { useAppSelector } from '@src/store/hooks';
import { Button } from '@src/ui';
import { useChatText } from './chatI18n';

const Banner = styled.aside`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.5;
  p {
    flex: 1;
  }
`;

/** Guests read (and in the lobby write) as 游客; logging in brings their name and VIP grade. */
export function ChatGuestBanner({ rid, onLoginRequest }: { rid: string; onLoginRequest: () => void }) {
  const t = useChatText();
  const guest = useAppSelector((state) => selectChatUser(state)?.guest ?? false);
  // Where guests may not write, the composer itself asks them to log in.
  const writeBlocked = useAppSelector((state) => selectSendBlock(state, rid) === 'guestsMayNotSend');
  if (!guest || writeBlocked) return null;
  return (
    <Banner aria-label={t('guest.login')}>
      <p>{t('guest.banner')}</p>
      <Button type="button" size="sm" variant="secondary" onClick={onLoginRequest}>
        {t('guest.login')}
      </Button>
    </Banner>
  );
}

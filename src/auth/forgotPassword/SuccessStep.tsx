import styled from '@emotion/styled';
import { Button } from '@src/ui';
import { useAuthText } from '../authText';
import { ScreenHeading } from '../formStyles';

const Success = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.md}`};
  text-align: center;
  &::before {
    content: '✓';
    display: flex;
    align-items: center;
    justify-content: center;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success};
    color: #ffffff;
    font-size: 32px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The password is changed (spec 4): log in now, or by itself when the seconds run out. */
export function SuccessStep({ seconds, onLogin }: { seconds: number; onLogin: () => void }) {
  const t = useAuthText();
  return (
    <Success role="status">
      <ScreenHeading as="p">{t('forgot.successTitle')}</ScreenHeading>
      <p>{t('forgot.successText')}</p>
      <p>{t('forgot.successCountdown', { seconds })}</p>
      <Button type="button" size="lg" onClick={onLogin}>
        {t('forgot.loginNow')}
      </Button>
    </Success>
  );
}

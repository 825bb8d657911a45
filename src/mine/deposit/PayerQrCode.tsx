import styled from '@emotion/styled';
import { QRCodeSVG } from 'qrcode.react';
import { useDepositText } from './useDepositText';

const Box = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  text-align: center;
  svg {
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

/**
 * The provider's payer page as a QR code (qrcode.react: a maintained encoder; dark on white in both editions,
 * as scanners expect) and as a link for a payer on the same device.
 */
export function PayerQrCode({ payUrl }: { payUrl: string }) {
  const t = useDepositText();
  return (
    <Box>
      <QRCodeSVG value={payUrl} size={176} level="M" title={t('wait.qrTitle')} />
      <figcaption>{t('wait.qrHint')}</figcaption>
      <a href={payUrl} target="_blank" rel="noopener noreferrer">
        {t('wait.openPayPage')}
      </a>
    </Box>
  );
}

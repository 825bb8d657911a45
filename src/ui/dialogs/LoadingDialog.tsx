import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { LoadingDialogOptions, LoadingIcon } from './dialogSlice';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Mask = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: 110;
`;

const Box = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 160px;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgba(15, 22, 32, 0.92);
  color: #ffffff;
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  z-index: 111;
  &:focus {
    outline: none;
  }
`;

const Spinner = styled.span`
  width: 36px;
  height: 36px;
  border: 3px solid rgba(255, 255, 255, 0.25);
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Glyph = styled.span<{ icon: LoadingIcon }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ icon, theme }) =>
    icon === 'success' ? theme.colors.success : icon === 'error' ? theme.colors.danger : theme.colors.warning};
  color: #ffffff;
  font-size: 20px;
  font-weight: 700;
`;

const GLYPHS: Record<Exclude<LoadingIcon, 'spinner' | 'none'>, string> = {
  success: '✓',
  warning: '!',
  error: '×',
};

export interface LoadingDialogProps {
  options: LoadingDialogOptions;
}

/**
 * spec 2.6 loading dialog: a message under an icon, with or without a mask. Not closable by the member:
 * it closes when the work is done or after its auto-close time (the loadingAutoCloseEpic).
 */
export function LoadingDialog({ options }: LoadingDialogProps) {
  const { t } = useTranslation();
  const icon = options.icon ?? 'spinner';
  const mask = options.mask !== false;
  const message = options.message ?? t(options.launch ? 'dialog.launching' : 'dialog.loading');
  const prevent = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open modal={mask}>
      <RadixDialog.Portal>
        {mask ? <Mask /> : null}
        <Box
          aria-busy={icon === 'spinner'}
          aria-describedby={undefined}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
        >
          {icon === 'spinner' ? <Spinner aria-hidden="true" /> : null}
          {icon !== 'spinner' && icon !== 'none' ? (
            <Glyph aria-hidden="true" icon={icon}>
              {GLYPHS[icon]}
            </Glyph>
          ) : null}
          <RadixDialog.Title asChild>
            <span role="status">{message}</span>
          </RadixDialog.Title>
        </Box>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

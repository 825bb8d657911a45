import { useState } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { CHAT_LOBBY_ROOM, selectUnreadTotal } from '@streams';
import { useAppSelector } from '@src/store/hooks';
import { VisuallyHidden } from '@src/ui';
import { useChatText } from './chatI18n';
import { ChatPanel } from './ChatPanel';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

const Toggle = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space.xl};
  /* Above the bet slip's bar on a phone's sport page (AppLayout sets the bar's height). */
  bottom: calc(${({ theme }) => theme.space.xl} + var(--dock-bar-height, 0px));
  z-index: 80;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  /* A speech bubble, drawn: no icon font needed. */
  &::before {
    content: '';
    width: 16px;
    height: 13px;
    border: 2px solid currentColor;
    border-radius: 6px 6px 6px 1px;
  }
`;

const Badge = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-family: ${({ theme }) => theme.fonts.numeric};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: 20px;
  text-align: center;
`;

const Drawer = styled(RadixDialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 90;
  display: flex;
  flex-direction: column;
  width: min(400px, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  animation: ${slideIn} 0.2s ease-out;
  &:focus {
    outline: none;
  }
`;

const Close = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface ChatDrawerProps {
  /** Asks the shell to open its login dialog. */
  onLoginRequest: () => void;
}

/**
 * "聊天室" with the unread count, opening the lobby chat in a side drawer. Non-modal: the page stays usable
 * beside it; Escape or the close button shuts it and focus returns to the toggle.
 */
export function ChatDrawer({ onLoginRequest }: ChatDrawerProps) {
  const t = useChatText();
  const [open, setOpen] = useState(false);
  const unread = useAppSelector(selectUnreadTotal);
  const label = unread > 0 ? t('drawer.toggleWithUnread', { count: unread }) : t('drawer.toggle');
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <RadixDialog.Trigger asChild>
        <Toggle type="button" aria-label={label}>
          {t('drawer.toggle')}
          {unread > 0 ? <Badge aria-hidden="true">{unread > 99 ? '99+' : unread}</Badge> : null}
        </Toggle>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <Drawer
          aria-describedby={undefined}
          // The page stays in use beside the drawer: clicks and focus elsewhere do not close it.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <VisuallyHidden asChild>
            <RadixDialog.Title>{t('drawer.title')}</RadixDialog.Title>
          </VisuallyHidden>
          <ChatPanel rid={CHAT_LOBBY_ROOM} onLoginRequest={onLoginRequest} framed={false} />
          <Close aria-label={t('drawer.close')}>×</Close>
        </Drawer>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

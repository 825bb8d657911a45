import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Overlay } from './Dialog';

const slideUp = keyframes`from { transform: translateY(100%); } to { transform: translateY(0); }`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  max-height: calc(100dvh - 48px);
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  animation: ${slideUp} 0.2s ease-out;
  z-index: 101;
  padding-bottom: env(safe-area-inset-bottom);
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* The grab handle: a sheet reads as one that came up from the bottom. */
  &::before {
    content: '';
    position: absolute;
    top: 6px;
    left: 50%;
    width: 40px;
    height: 4px;
    margin-left: -20px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Close = styled(RadixDialog.Close)`
  width: 44px;
  height: 44px;
  margin-top: 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's heading and accessible name. */
  title: ReactNode;
  closeLabel: string;
  /** What opens it (a button): it gets the sheet's expanded state, and focus back when the sheet closes. */
  trigger: ReactNode;
  children: ReactNode;
}

/**
 * A modal sheet that rises from the bottom of a phone's screen (Radix dialog: focus kept inside while open,
 * Escape and a tap on the dimmed page close it, focus goes back to what opened it).
 */
export function BottomSheet({ open, onOpenChange, title, closeLabel, trigger, children }: BottomSheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <Overlay />
        <Content aria-describedby={undefined}>
          <Head>
            <Title>{title}</Title>
            <Close aria-label={closeLabel}>×</Close>
          </Head>
          <Body>{children}</Body>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

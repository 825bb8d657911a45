import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from './VisuallyHidden';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, -46%); } to { opacity: 1; transform: translate(-50%, -50%); }`;

/** The dimmed page under a modal (the dialog's, the bottom sheet's). */
export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 0.15s ease-out;
  z-index: 100;
`;

const Content = styled(RadixDialog.Content, { shouldForwardProp: (prop) => prop !== 'width' })<{
  width: number;
}>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ width }) => width}px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  animation: ${rise} 0.18s ease-out;
  z-index: 101;
  &:focus {
    outline: none;
  }
`;

const CloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 255, 255, 0.9);
  color: #1b2430;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: #ffffff;
  }
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the dialog; shown unless `hideTitle`. */
  title: string;
  description?: string;
  hideTitle?: boolean;
  closeLabel: string;
  width?: number;
  children: ReactNode;
  /** Rendered above the body, e.g. a banner (spec 2.6: the auth dialog's header banner). */
  header?: ReactNode;
  /**
   * false: no close icon, and Escape or a click outside does nothing (spec 2.6 tips dialog "closable" flag);
   * the dialog's own buttons must close it. Default true.
   */
  closable?: boolean;
  /** false: no mask (overlay) and the page behind stays usable. Default true. */
  modal?: boolean;
  /** ARIA role of the dialog: `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
`;

const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Description = styled(RadixDialog.Description)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A modal dialog (Radix: focus trap, Escape, labelled by its title). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  closeLabel,
  width = 420,
  header,
  children,
  closable = true,
  modal = true,
  role = 'dialog',
}: DialogProps) {
  const keepOpen = closable ? undefined : (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <RadixDialog.Portal>
        {modal ? <Overlay /> : null}
        {/* Without a description, say so explicitly (Radix otherwise warns about a missing one). */}
        <Content
          width={width}
          role={role}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={modal ? keepOpen : (event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {header}
          <Body>
            {hideTitle ? (
              <RadixDialog.Title asChild>
                <VisuallyHidden>{title}</VisuallyHidden>
              </RadixDialog.Title>
            ) : (
              <Title>{title}</Title>
            )}
            {description ? (
              hideTitle ? (
                <RadixDialog.Description asChild>
                  <VisuallyHidden>{description}</VisuallyHidden>
                </RadixDialog.Description>
              ) : (
                <Description>{description}</Description>
              )
            ) : null}
            {children}
          </Body>
          {closable ? <CloseButton aria-label={closeLabel}>×</CloseButton> : null}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

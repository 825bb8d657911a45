import styled from '@emotion/styled';
import { Button, Dialog } from '@src/ui';
import { useLaunchText } from './useLaunchText';

const Message = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1;
  }
`;

export interface ActivityPromptProps {
  open: boolean;
  /** The venue activity's message, as the server said it (6413). */
  message: string;
  onTransfer: () => void;
  onEnter: () => void;
  /** Escape or the close icon: neither, back to the lobby. */
  onDismiss: () => void;
}

/** spec 4, 8.2: a launch answered 6413 (venue activity) asks: transfer and enter, or enter directly. */
export function ActivityPrompt({ open, message, onTransfer, onEnter, onDismiss }: ActivityPromptProps) {
  const t = useLaunchText();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title={t('activity.title')}
      closeLabel={t('activity.close')}
      role="alertdialog"
      width={400}
    >
      <Message>{message}</Message>
      <Actions>
        <Button type="button" onClick={onTransfer}>
          {t('activity.transferAndEnter')}
        </Button>
        <Button type="button" variant="secondary" onClick={onEnter}>
          {t('activity.enterDirectly')}
        </Button>
      </Actions>
    </Dialog>
  );
}

import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import type { TipsDialogOptions } from './dialogSlice';

const Message = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.7;
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface TipsDialogProps {
  options: TipsDialogOptions;
  onAnswer: (confirmed: boolean) => void;
}

/** spec 2.6 global tips dialog: a message, an optional cancel, the sure button; closable unless told not. */
export function TipsDialog({ options, onAnswer }: TipsDialogProps) {
  const { t } = useTranslation();
  const closable = options.closable !== false;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onAnswer(false);
      }}
      title={options.title ?? t('dialog.tipsTitle')}
      closeLabel={t('dialog.close')}
      closable={closable}
      role="alertdialog"
      width={400}
    >
      <Message>{options.message}</Message>
      <Actions>
        {options.showCancel ? (
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {options.cancelText ?? t('dialog.cancel')}
          </Button>
        ) : null}
        <Button onClick={() => onAnswer(true)}>{options.sureText ?? t('dialog.sure')}</Button>
      </Actions>
    </Dialog>
  );
}

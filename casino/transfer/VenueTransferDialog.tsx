import styled from '@emotion/styled';
import type { VenueTransfer } from '@src/contract/venue';
import { Button, Dialog, formatAmount, toasts } from '@src/ui';
import { TransferAmountField } from './TransferAmountField';
import { TransferOutcomeNotice } from './TransferOutcomeNotice';
import { CENTER_WALLET } from './transferRules';
import { useTransferForm } from './useTransferForm';
import { describeTransferProblem, useTransferText } from './useTransferText';
import type { TransferOutcome } from './useVenueTransfer';
import { useWalletBalances } from './useWalletBalances';

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Balance = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1 1 140px;
  }
`;

export interface VenueTransferDialogProps {
  open: boolean;
  /** The venue money goes to (from the centre wallet). */
  enName: string;
  venueName: string;
  /** The server's 6413 text (the venue's activity), shown above the form. */
  message?: string;
  /** spec 4: 1 joins the venue's activity with this transfer. */
  isActivity?: 0 | 1;
  onClose: () => void;
  /** After a transfer the venue took (posted) or is still confirming (pending: the money shows as locked). */
  onTransferred: (result: VenueTransfer) => void;
  /** spec 4 venue entry: "enter directly" without transferring; the button shows only when given. */
  onEnterDirectly?: () => void;
}

/**
 * The venue transfer dialog (spec 2.6, the 6413 prompt of a launch): centre wallet -> this venue, the amount rule
 * of spec 5 with the All button (the centre balance), failures said in the dialog. Focus stays inside, Escape and
 * the close icon close it.
 */
export function VenueTransferDialog(props: VenueTransferDialogProps) {
  const t = useTransferText();
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={t('dialogTitle', { venue: props.venueName })}
      description={t('dialogIntro', { venue: props.venueName })}
      closeLabel={t('close')}
      width={460}
    >
      {/* Mounted while open only: every opening starts with an empty form and a new transfer. */}
      {props.open ? <VenueTransferForm {...props} /> : null}
    </Dialog>
  );
}

function VenueTransferForm({
  enName,
  message,
  isActivity,
  onTransferred,
  onEnterDirectly,
}: VenueTransferDialogProps) {
  const t = useTransferText();
  const { centerWallet, balanceOf } = useWalletBalances();
  const onOutcome = (outcome: TransferOutcome) => {
    if (outcome.kind === 'posted') toasts.success(t('results.posted'));
    if (outcome.kind === 'posted' || outcome.kind === 'pending') onTransferred(outcome.transfer);
  };
  const { form, submit, outcome, pick, allAmount, clearOutcome } = useTransferForm({
    defaultValues: { from: CENTER_WALLET, to: enName, amount: '' },
    balanceOf,
    isActivity,
    onOutcome,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {message ? <Message>{message}</Message> : null}
      <Balance>
        {t('centerWallet')} <strong>{centerWallet === null ? '--' : `¥${formatAmount(centerWallet)}`}</strong>
      </Balance>
      <TransferAmountField
        {...form.register('amount', { onChange: clearOutcome })}
        error={describeTransferProblem(t, errors.amount?.message)}
        onPick={pick}
        allAmount={allAmount}
        // The dialog's one field: where the member starts typing.
        autoFocus
      />
      <TransferOutcomeNotice outcome={outcome} showActivity />
      <Actions>
        {onEnterDirectly ? (
          <Button type="button" variant="secondary" onClick={onEnterDirectly}>
            {t('enterDirectly')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </Actions>
    </Form>
  );
}

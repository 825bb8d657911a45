import type { UseFormRegisterReturn } from 'react-hook-form';
import { selectMember } from '@src/session';
import { useAppSelector } from '@src/store/hooks';
import { TextField } from '@src/ui';
import { useCardsText } from './useCardsText';

/** The holder's name of a card or account: it must be the member's bound real name (the terms), which it hints. */
export function HolderNameField({ error, ...field }: UseFormRegisterReturn<'holderName'> & { error: string | undefined }) {
  const t = useCardsText();
  const realName = useAppSelector(selectMember)?.realName;
  return (
    <TextField
      label={t('form.holderName')}
      placeholder={realName ? t('form.holderNameHint', { realName }) : t('form.holderNamePlaceholder')}
      autoComplete="name"
      maxLength={30}
      error={error}
      {...field}
    />
  );
}

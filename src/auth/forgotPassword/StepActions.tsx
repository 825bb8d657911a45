import styled from '@emotion/styled';
import { Button } from '@src/ui';
import { useAuthText } from '../authText';

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1;
  }
`;

/** 上一步 and the step's submit, side by side (steps 2 and 3). */
export function StepActions({
  submitLabel,
  busy,
  onBack,
}: {
  submitLabel: string;
  busy: boolean;
  onBack: () => void;
}) {
  const t = useAuthText();
  return (
    <Actions>
      <Button type="button" variant="secondary" size="lg" onClick={onBack}>
        {t('forgot.back')}
      </Button>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </Actions>
  );
}

import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from '@emotion/styled';
import { LegalViewer, type LegalDocumentId } from '@src/legal';
import { Dialog } from '@src/ui';
import { useAuthText } from './authText';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    cursor: pointer;
  }
`;

const DocumentLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Viewer = styled.div`
  display: flex;
  height: min(60vh, 560px);
  > * {
    flex: 1;
  }
`;

export interface AgreementFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The register agreement (spec 2.6, 5): a checkbox whose text links to the terms and the privacy policy,
 * which open in a 700-wide dialog and can be switched between there.
 */
export function AgreementField({ error, ref, ...inputProps }: AgreementFieldProps) {
  const t = useAuthText();
  const id = useId();
  const [shown, setShown] = useState<LegalDocumentId | null>(null);
  return (
    <div>
      <Row>
        <input
          ref={ref}
          id={`${id}-box`}
          type="checkbox"
          // One name for every screen reader, instead of one stitched from the label and the two links.
          aria-label={t('agreementLabel')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...inputProps}
        />
        <span>
          <label htmlFor={`${id}-box`}>{t('agreementPrefix')}</label>
          <DocumentLink type="button" onClick={() => setShown('terms')}>
            {t('termsLink')}
          </DocumentLink>
          {t('agreementJoin')}
          <DocumentLink type="button" onClick={() => setShown('privacy')}>
            {t('privacyLink')}
          </DocumentLink>
        </span>
      </Row>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <Dialog
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
        title={t('legalTitle')}
        closeLabel={t('dialog.close')}
        width={700}
      >
        {shown ? (
          <Viewer>
            <LegalViewer initialDocument={shown} />
          </Viewer>
        ) : null}
      </Dialog>
    </div>
  );
}

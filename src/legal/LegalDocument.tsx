import { css } from '@emotion/react';
import { useMemo } from 'react';
import { ArticleView, readArticle, useArticlePalette, useCatalogue } from '@src/help/article';
import { legalDocumentKey } from './legalDocuments';
import type { LegalDocumentId } from './legalDocuments';
import { LEGAL_NS, registerLegalResources } from './resources';

export interface LegalDocumentProps {
  readonly document: LegalDocumentId;
  /** 2 inside a dialog with its own title (the default), 1 on a page of its own. */
  readonly titleLevel?: 1 | 2;
}

/** The terms or the privacy policy, from the `legal` catalogue. */
export function LegalDocument({ document, titleLevel = 2 }: LegalDocumentProps) {
  const catalogue = useCatalogue(LEGAL_NS, registerLegalResources);
  const palette = useArticlePalette();
  const raw = catalogue.value(legalDocumentKey(document));
  const article = useMemo(() => readArticle(raw), [raw]);
  const labels = useMemo(
    () => ({
      notes: { info: catalogue.text('ui.notes.info'), warning: catalogue.text('ui.notes.warning') },
      related: '',
    }),
    [catalogue],
  );
  if (!article) {
    return (
      <p role="status" css={css`color: ${palette.muted};`}>
        {catalogue.text('ui.notFound')}
      </p>
    );
  }
  return <ArticleView article={article} labels={labels} titleLevel={titleLevel} />;
}

import { css } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useArticlePalette, useCatalogue } from '@src/help/article';
import type { ArticlePalette } from '@src/help/article';
import { LegalDocument } from './LegalDocument';
import { LEGAL_DOCUMENTS } from './legalDocuments';
import type { LegalDocumentId } from './legalDocuments';
import { LEGAL_NS, registerLegalResources } from './resources';

export interface LegalViewerProps {
  /** The document shown first: the one whose link the member clicked. */
  readonly initialDocument?: LegalDocumentId;
  readonly onDocumentChange?: (document: LegalDocumentId) => void;
}

const styles = (p: ArticlePalette) => ({
  root: css`
    display: flex;
    flex-direction: column;
    width: 100%;
    min-height: 0;
    font-family: ${p.fontFamily};
  `,
  tabs: css`
    display: flex;
    gap: 4px;
    border-bottom: 1px solid ${p.border};
  `,
  tab: css`
    appearance: none;
    background: none;
    border: 0;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
    padding: 10px 16px;
    font: inherit;
    font-size: 15px;
    color: ${p.muted};
    cursor: pointer;
    &[aria-selected='true'] {
      color: ${p.accent};
      font-weight: 600;
      border-bottom-color: ${p.accent};
    }
    &:focus-visible {
      outline: 2px solid ${p.focus};
      outline-offset: -2px;
    }
  `,
  panel: css`
    overflow-y: auto;
    max-height: 65vh;
    padding: 16px 4px 0 0;
    &:focus-visible {
      outline: 2px solid ${p.focus};
    }
  `,
});

/** Terms and privacy policy with tabs to switch between them (WAI-ARIA tabs, automatic activation). */
export function LegalViewer({ initialDocument = 'terms', onDocumentChange }: LegalViewerProps) {
  const catalogue = useCatalogue(LEGAL_NS, registerLegalResources);
  const palette = useArticlePalette();
  const s = useMemo(() => styles(palette), [palette]);
  const [current, setCurrent] = useState<LegalDocumentId>(initialDocument);
  const tabRefs = useRef(new Map<LegalDocumentId, HTMLButtonElement>());
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    panelRef.current?.scrollTo?.({ top: 0 });
  }, [current]);

  const select = (document: LegalDocumentId, focus: boolean) => {
    if (focus) tabRefs.current.get(document)?.focus();
    if (document === current) return;
    setCurrent(document);
    onDocumentChange?.(document);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LEGAL_DOCUMENTS.indexOf(current);
    const count = LEGAL_DOCUMENTS.length;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % count
      : event.key === 'ArrowLeft' ? (index - 1 + count) % count
      : event.key === 'Home' ? 0
      : event.key === 'End' ? count - 1
      : -1;
    const target = LEGAL_DOCUMENTS[next];
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div css={s.root}>
      <div role="tablist" aria-label={catalogue.text('ui.tabsLabel')} css={s.tabs} onKeyDown={onKeyDown}>
        {LEGAL_DOCUMENTS.map((document) => (
          <button
            key={document}
            ref={(element) => {
              if (element) tabRefs.current.set(document, element);
              else tabRefs.current.delete(document);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${document}`}
            aria-selected={document === current}
            aria-controls={`${id}-panel`}
            tabIndex={document === current ? 0 : -1}
            css={s.tab}
            onClick={() => select(document, false)}
          >
            {catalogue.text(`ui.tabs.${document}`)}
          </button>
        ))}
      </div>
      <div
        ref={panelRef}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${current}`}
        tabIndex={0}
        css={s.panel}
      >
        <LegalDocument document={current} />
      </div>
    </div>
  );
}

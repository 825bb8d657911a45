import type { ArticleLabels, CatalogueReader } from './article';

export function articleLabelsFrom(catalogue: CatalogueReader): ArticleLabels {
  return {
    notes: { info: catalogue.text('ui.notes.info'), warning: catalogue.text('ui.notes.warning') },
    related: catalogue.text('ui.related'),
  };
}

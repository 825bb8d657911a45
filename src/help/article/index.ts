export { readArticle } from './articleModel';
export type { Article, ArticleSection, Block, FaqItem, NoteTone } from './articleModel';
export { ArticleView } from './ArticleView';
export type { ArticleLabels, ArticleViewProps } from './ArticleView';
export { paletteFromTheme, useArticlePalette } from './articleTheme';
export type { ArticlePalette } from './articleTheme';
export { catalogueReader, useCatalogue } from './catalogueReader';
export type { CatalogueReader } from './catalogueReader';

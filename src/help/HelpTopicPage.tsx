import { css } from '@emotion/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ArticleView, readArticle, useArticlePalette, useCatalogue } from './article';
import { articleLabelsFrom } from './helpLabels';
import { HELP_NS } from './resources';
import type { HelpTopic } from './topics';

export interface HelpTopicPageProps {
  readonly topic: HelpTopic;
  /** The topics the menu shows; related links to other topics are kept only when they are among them. */
  readonly topics: readonly HelpTopic[];
}

/** One help topic, rendered from its structured document in the `help` (or `legal`) catalogue. */
export function HelpTopicPage({ topic, topics }: HelpTopicPageProps) {
  const help = useCatalogue(HELP_NS);
  const source = useCatalogue(topic.source.ns);
  const palette = useArticlePalette();
  const raw = source.value(topic.source.key);
  const article = useMemo(() => readArticle(raw), [raw]);
  const labels = useMemo(() => articleLabelsFrom(help), [help]);
  const available = useMemo(() => new Set(topics.map((t) => t.key)), [topics]);

  if (!article) {
    return (
      <p role="status" css={css`color: ${palette.muted};`}>
        {help.text('ui.notFound')}
      </p>
    );
  }
  return (
    <ArticleView
      article={article}
      labels={labels}
      renderTopicLink={(key) =>
        key !== topic.key && available.has(key) ? <Link to={`../${key}`}>{help.text(`ui.menu.${key}`)}</Link> : null
      }
    />
  );
}

import { css } from '@emotion/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ArticleView, readArticle, useArticlePalette, useCatalogue } from './article';
import { articleLabelsFrom } from './helpLabels';
import { HELP_NS, registerHelpResources } from './resources';
import { visibleHelpTopics } from './topics';
import type { HelpTopic } from './topics';

export interface HelpTopicPageProps {
  readonly topic: HelpTopic;
  /** Related links to the deposit tutorial are left out while the site disables deposit. */
  readonly isDepositEnabled: () => boolean;
}

/** One help topic, rendered from its structured document in the `help` (or `legal`) catalogue. */
export function HelpTopicPage({ topic, isDepositEnabled }: HelpTopicPageProps) {
  const help = useCatalogue(HELP_NS, registerHelpResources);
  const source = useCatalogue(topic.source.ns, registerHelpResources);
  const palette = useArticlePalette();
  const raw = source.value(topic.source.key);
  const article = useMemo(() => readArticle(raw), [raw]);
  const labels = useMemo(() => articleLabelsFrom(help), [help]);
  const depositEnabled = isDepositEnabled();
  const available = useMemo(
    () => new Set(visibleHelpTopics({ depositEnabled }).map((t) => t.key)),
    [depositEnabled],
  );

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

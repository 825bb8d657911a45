import { css } from '@emotion/react';
import { Fragment, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Article, Block, NoteTone } from './articleModel';
import { useArticlePalette } from './articleTheme';
import type { ArticlePalette } from './articleTheme';

export interface ArticleLabels {
  /** Prefix read before a note, per tone (e.g. 提示 / 注意). */
  readonly notes: Readonly<Record<NoteTone, string>>;
  /** Label of a list of related topics. */
  readonly related: string;
}

export interface ArticleViewProps {
  readonly article: Article;
  readonly labels: ArticleLabels;
  /** 1 on a page of its own; 2 inside a dialog that has its own title. Section headings are one level below. */
  readonly titleLevel?: 1 | 2;
  /** Renders a link to another topic, or null when it is not available; without it, related-topic blocks are left out. */
  readonly renderTopicLink?: (topic: string) => ReactNode;
}

const styles = (p: ArticlePalette) => ({
  article: css`
    color: ${p.text};
    font-family: ${p.fontFamily};
    line-height: 1.75;
    font-size: 14px;
    max-width: 860px;
  `,
  title: css`
    font-size: 24px;
    line-height: 1.4;
    margin: 0 0 12px;
  `,
  summary: css`
    color: ${p.muted};
    margin: 0 0 20px;
  `,
  section: css`
    margin: 0 0 24px;
  `,
  heading: css`
    font-size: 18px;
    line-height: 1.5;
    margin: 0 0 8px;
    padding-left: 10px;
    border-left: 3px solid ${p.accent};
  `,
  paragraph: css`
    margin: 0 0 10px;
  `,
  list: css`
    margin: 0 0 10px;
    padding-left: 1.6em;
    li + li {
      margin-top: 4px;
    }
  `,
  tableWrap: css`
    overflow-x: auto;
    margin: 0 0 12px;
  `,
  table: css`
    border-collapse: collapse;
    min-width: 60%;
    caption {
      text-align: left;
      color: ${p.muted};
      padding: 0 0 6px;
    }
    th,
    td {
      border: 1px solid ${p.border};
      padding: 6px 12px;
      text-align: left;
      vertical-align: top;
    }
    thead th {
      background: ${p.subtleBackground};
    }
  `,
  note: (tone: NoteTone) => css`
    margin: 0 0 12px;
    padding: 10px 14px;
    border-radius: 4px;
    border-left: 3px solid ${tone === 'warning' ? p.warning : p.accent};
    background: ${p.subtleBackground};
  `,
  noteLabel: (tone: NoteTone) => css`
    font-weight: 600;
    color: ${tone === 'warning' ? p.warning : p.accent};
  `,
  faq: css`
    margin: 0 0 12px;
    dt {
      font-weight: 600;
      margin-top: 10px;
    }
    dd {
      margin: 2px 0 0;
      color: ${p.text};
    }
  `,
  related: css`
    margin: 0 0 12px;
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 16px;
      list-style: none;
      padding: 0;
      margin: 4px 0 0;
    }
    a {
      color: ${p.accent};
    }
    a:focus-visible {
      outline: 2px solid ${p.focus};
      outline-offset: 2px;
    }
  `,
});

type Styles = ReturnType<typeof styles>;

function BlockView({
  block,
  s,
  labels,
  renderTopicLink,
}: {
  readonly block: Block;
  readonly s: Styles;
  readonly labels: ArticleLabels;
  readonly renderTopicLink: ((topic: string) => ReactNode) | undefined;
}) {
  switch (block.type) {
    case 'paragraph':
      return <p css={s.paragraph}>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{item}</li>);
      return block.ordered ? <ol css={s.list}>{items}</ol> : <ul css={s.list}>{items}</ul>;
    }
    case 'table':
      return (
        <div css={s.tableWrap}>
          <table css={s.table}>
            {block.caption ? <caption>{block.caption}</caption> : null}
            <thead>
              <tr>
                {block.head.map((cell, i) => (
                  <th key={i} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={c}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return (
        <div role="note" css={s.note(block.tone)}>
          <span css={s.noteLabel(block.tone)}>{labels.notes[block.tone]}</span>
          {block.text}
        </div>
      );
    case 'faq':
      return (
        <dl css={s.faq}>
          {block.items.map((item, i) => (
            <Fragment key={i}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </Fragment>
          ))}
        </dl>
      );
    case 'related': {
      const links = renderTopicLink
        ? block.topics.flatMap((topic) => {
            const link = renderTopicLink(topic);
            return link === null || link === undefined ? [] : [<li key={topic}>{link}</li>];
          })
        : [];
      return links.length > 0 ? (
        <nav aria-label={labels.related} css={s.related}>
          <span aria-hidden="true">{labels.related}</span>
          <ul>{links}</ul>
        </nav>
      ) : null;
    }
  }
}

/** Renders a structured document with document semantics: one title, section headings, lists and tables. */
export function ArticleView({ article, labels, titleLevel = 1, renderTopicLink }: ArticleViewProps) {
  const palette = useArticlePalette();
  const s = useMemo(() => styles(palette), [palette]);
  const titleId = useId();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const Heading = titleLevel === 1 ? 'h2' : 'h3';
  return (
    <article css={s.article} aria-labelledby={titleId}>
      <Title id={titleId} css={s.title}>
        {article.title}
      </Title>
      {article.summary ? <p css={s.summary}>{article.summary}</p> : null}
      {article.sections.map((section, i) => (
        <section key={i} css={s.section} aria-labelledby={`${titleId}-${i}`}>
          <Heading id={`${titleId}-${i}`} css={s.heading}>
            {section.heading}
          </Heading>
          {section.blocks.map((block, j) => (
            <BlockView key={j} block={block} s={s} labels={labels} renderTopicLink={renderTopicLink} />
          ))}
        </section>
      ))}
    </article>
  );
}

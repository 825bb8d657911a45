/**
 * The structured document format shared by the help pages and the legal texts. The whole document
 * lives in an i18n catalogue (so zh-TW can be generated from zh-CN) and is read back with
 * `returnObjects: true`; `readArticle` checks the shape at that boundary.
 */
export type NoteTone = 'info' | 'warning';

export interface ParagraphBlock {
  readonly type: 'paragraph';
  readonly text: string;
}

export interface ListBlock {
  readonly type: 'list';
  readonly ordered: boolean;
  readonly items: readonly string[];
}

export interface TableBlock {
  readonly type: 'table';
  readonly caption?: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export interface NoteBlock {
  readonly type: 'note';
  readonly tone: NoteTone;
  readonly text: string;
}

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** Questions with their answers, rendered as a description list. */
export interface FaqBlock {
  readonly type: 'faq';
  readonly items: readonly FaqItem[];
}

/** Links to other help topics by key; rendered only where a link renderer is given (the help area). */
export interface RelatedBlock {
  readonly type: 'related';
  readonly topics: readonly string[];
}

export type Block = ParagraphBlock | ListBlock | TableBlock | NoteBlock | FaqBlock | RelatedBlock;

export interface ArticleSection {
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export interface Article {
  readonly title: string;
  /** Opening paragraph shown under the title. */
  readonly summary?: string;
  readonly sections: readonly ArticleSection[];
}

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

const isTextList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.length > 0 && value.every(isText);

function readBlock(value: unknown): Block | null {
  if (!isFields(value)) return null;
  switch (value.type) {
    case 'paragraph':
      return isText(value.text) ? { type: 'paragraph', text: value.text } : null;
    case 'list':
      return isTextList(value.items)
        ? { type: 'list', ordered: value.ordered === true, items: value.items }
        : null;
    case 'table': {
      const { head, rows, caption } = value;
      if (!isTextList(head) || !Array.isArray(rows) || rows.length === 0) return null;
      const cells: unknown[] = rows;
      if (
        !cells.every(
          (row) =>
            Array.isArray(row) && row.length === head.length && row.every((c) => typeof c === 'string'),
        )
      ) {
        return null;
      }
      const table: TableBlock = { type: 'table', head, rows: cells as readonly (readonly string[])[] };
      return isText(caption) ? { ...table, caption } : table;
    }
    case 'note':
      return isText(value.text) && (value.tone === 'info' || value.tone === 'warning')
        ? { type: 'note', tone: value.tone, text: value.text }
        : null;
    case 'faq': {
      const items: unknown = value.items;
      if (!Array.isArray(items) || items.length === 0) return null;
      const read: FaqItem[] = [];
      for (const item of items as unknown[]) {
        if (!isFields(item) || !isText(item.question) || !isText(item.answer)) return null;
        read.push({ question: item.question, answer: item.answer });
      }
      return { type: 'faq', items: read };
    }
    case 'related':
      return isTextList(value.topics) ? { type: 'related', topics: value.topics } : null;
    default:
      return null;
  }
}

function readSection(value: unknown): ArticleSection | null {
  if (
    !isFields(value) ||
    !isText(value.heading) ||
    !Array.isArray(value.blocks) ||
    value.blocks.length === 0
  ) {
    return null;
  }
  const blocks: Block[] = [];
  for (const raw of value.blocks as unknown[]) {
    const block = readBlock(raw);
    if (!block) return null;
    blocks.push(block);
  }
  return { heading: value.heading, blocks };
}

/** The article in `value`, or null when any part of it is malformed (a broken catalogue shows as not found). */
export function readArticle(value: unknown): Article | null {
  if (
    !isFields(value) ||
    !isText(value.title) ||
    !Array.isArray(value.sections) ||
    value.sections.length === 0
  ) {
    return null;
  }
  const sections: ArticleSection[] = [];
  for (const raw of value.sections as unknown[]) {
    const section = readSection(raw);
    if (!section) return null;
    sections.push(section);
  }
  const article: Article = { title: value.title, sections };
  return isText(value.summary) ? { ...article, summary: value.summary } : article;
}

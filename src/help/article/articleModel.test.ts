import { describe, expect, it } from 'vitest';
import { readArticle } from './articleModel';

const valid = {
  title: '让球规则',
  summary: '说明',
  sections: [
    {
      heading: '计算示例',
      blocks: [
        { type: 'paragraph', text: '投注 100' },
        { type: 'list', ordered: true, items: ['第一步', '第二步'] },
        { type: 'table', caption: '示例', head: ['结果', '返还'], rows: [['赢', '190']] },
        { type: 'note', tone: 'warning', text: '注意' },
        { type: 'faq', items: [{ question: '问', answer: '答' }] },
        { type: 'related', topics: ['dxqgl'] },
      ],
    },
  ],
};

describe('reading a structured help document', () => {
  it('keeps every block of a well-formed document', () => {
    const article = readArticle(valid);
    expect(article?.title).toBe('让球规则');
    expect(article?.sections[0]?.blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'table', 'note', 'faq', 'related']);
  });

  it('treats a list without the ordered flag as unordered', () => {
    const article = readArticle({ title: 't', sections: [{ heading: 'h', blocks: [{ type: 'list', items: ['a'] }] }] });
    expect(article?.sections[0]?.blocks[0]).toEqual({ type: 'list', ordered: false, items: ['a'] });
  });

  it.each([
    ['a missing title', { ...valid, title: '' }],
    ['no sections', { ...valid, sections: [] }],
    ['a key i18next could not resolve', 'topics.kh'],
    ['an unknown block type', { title: 't', sections: [{ heading: 'h', blocks: [{ type: 'video', src: 'x' }] }] }],
    ['a table row shorter than its head', { title: 't', sections: [{ heading: 'h', blocks: [{ type: 'table', head: ['a', 'b'], rows: [['1']] }] }] }],
    ['a note with an unknown tone', { title: 't', sections: [{ heading: 'h', blocks: [{ type: 'note', tone: 'loud', text: 'x' }] }] }],
    ['a question without an answer', { title: 't', sections: [{ heading: 'h', blocks: [{ type: 'faq', items: [{ question: 'q' }] }] }] }],
  ])('rejects a document with %s', (_what, value) => {
    expect(readArticle(value)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { lowPriorityEntry } from './entryPriority';

const built = [
  '<script type="module" crossorigin src="/assets/index-a.js" nonce="N"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js" nonce="N">',
  '<link rel="modulepreload" fetchpriority="high" crossorigin href="/assets/home-c.js" nonce="N">',
  '<link rel="stylesheet" crossorigin href="/assets/index-d.css" nonce="N">',
  '<link rel="stylesheet" href="/static-shell.css" />',
].join('\n');

describe('the entry at low priority, so the static shell paints first', () => {
  const html = lowPriorityEntry(built);

  it('marks the entry script and its module preloads low', () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js"',
    );
  });

  it('leaves the stylesheets as they are (they draw the shell), and a priority already given', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css" nonce="N">');
    expect(html).toContain('<link rel="stylesheet" href="/static-shell.css" />');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="high" crossorigin href="/assets/home-c.js"',
    );
    expect(html.match(/fetchpriority/g)).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { entryScriptsOf, sizeOf } from './entryScripts';

const BUILT_INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <script type="module" crossorigin src="/assets/index-CKIFVKUI.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/store-CXWX6XyB.js">
    <link rel="stylesheet" href="/assets/shell-1a2b3c.css">
    <link rel="modulepreload" crossorigin href="/assets/ui-CEzRPU0X.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the entry JavaScript of a build', () => {
  it('is the module script of index.html and every module it preloads, nothing else', () => {
    expect(entryScriptsOf(BUILT_INDEX)).toEqual({
      entry: 'assets/index-CKIFVKUI.js',
      preloads: ['assets/store-CXWX6XyB.js', 'assets/ui-CEzRPU0X.js'],
    });
  });

  it('cannot be measured from a page without a module script', () => {
    expect(() => entryScriptsOf('<html><body></body></html>')).toThrow(/no <script type="module" src>/);
  });

  it('is weighed raw, gzipped and in brotli, each compressed copy smaller for repetitive code', () => {
    const size = sizeOf(Buffer.from('export const odds = "1.95";\n'.repeat(500)));
    expect(size.raw).toBe(14_000);
    expect(size.gzip).toBeLessThan(size.raw / 10);
    expect(size.brotli).toBeLessThan(size.raw / 10);
  });
});

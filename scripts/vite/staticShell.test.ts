import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/brand/brands';
import zhCN from '../../src/i18n/locales/zh-CN.json';
import { staticShellStyle, withStaticShell } from './staticShell';

const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const MAIN_NAV_LABELS = [
  '首页',
  '体育',
  '电子',
  '真人',
  '彩票',
  '棋牌',
  '电竞',
  '捕鱼',
  '在线客服',
  '合营',
  '赞助',
  '优惠',
  'APP下载',
];

const texts = (html: string) =>
  [...html.matchAll(/>([^<>]+)</g)]
    .map((match) => match[1]?.trim())
    .filter((text) => text !== '' && text !== undefined);

describe('the static shell index.html shows before the app', () => {
  it('is the header band of the built brand: its mark, name and word mark, then the main navigation in order', () => {
    const html = withStaticShell(INDEX_HTML, 'aurora');
    const shell = html.slice(html.indexOf('<div id="root"></div>'));
    expect(texts(shell).slice(0, 3)).toEqual(['A', '极光体育', 'AURORA']);
    expect(texts(shell).slice(3, 3 + MAIN_NAV_LABELS.length)).toEqual(MAIN_NAV_LABELS);
    const crimson = withStaticShell(INDEX_HTML, 'crimson');
    expect(texts(crimson.slice(crimson.indexOf('<div id="root"></div>'))).slice(0, 3)).toEqual([
      'C',
      zhCN.brands.crimson.name,
      'CRIMSON',
    ]);
  });

  it('comes right after #root, hidden from assistive technology, with no script and no inline style', () => {
    const html = withStaticShell(INDEX_HTML, 'aurora');
    expect(html).toMatch(/<div id="root"><\/div>\s*<div class="static-shell" aria-hidden="true">/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|\sstyle="/);
    expect(html).toContain('<link rel="stylesheet" href="/static-shell.css" />');
  });

  it('paints the band in the brand colours and shows only while #root is empty or holds the marker', () => {
    for (const brand of Object.values(BRANDS)) {
      const css = staticShellStyle(brand.id);
      expect(css).toContain(`.static-shell-header{background:${brand.palette.classic.header}`);
      expect(css).toContain('.static-shell{display:none}');
      expect(css).toContain('#root:empty+.static-shell{display:block}');
      expect(css).toContain('#root:has([data-static-shell-hold])+.static-shell{display:block}');
    }
  });

  it('stops the build when index.html has lost its slot', () => {
    expect(() => withStaticShell('<div id="root"></div>', 'aurora')).toThrow(/static-shell/);
  });
});

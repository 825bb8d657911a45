import type { Plugin } from 'vite';
import { STATIC_SHELL_CLASS, STATIC_SHELL_HOLD } from '../../src/app/layout/staticShellMarker';
import { MAIN_NAV } from '../../src/app/navigation';
import { brandOf } from '../../src/brand/brands';
import zhCN from '../../src/i18n/locales/zh-CN.json';
import { CJK_FONT_STACK } from '../../src/theme/fontStack';

const STYLE_URL = '/static-shell.css';
const STYLE_ID = '\0static-shell.css';
const MARKUP_SLOT = '<!-- static-shell -->';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The header band as the app draws it (src/app/layout/SiteHeader.tsx), without the tools: brand, then the main navigation. */
export function staticShellMarkup(brandId: string): string {
  const brand = brandOf(brandId);
  const name = zhCN.brands[brand.id].name;
  const nav = MAIN_NAV.map((entry) => `<span>${escapeHtml(zhCN.nav[entry.key])}</span>`).join('');
  return [
    `<div class="${STATIC_SHELL_CLASS}" aria-hidden="true">`,
    '<div class="static-shell-header">',
    '<div class="static-shell-row"><span class="static-shell-brand">',
    `<span class="static-shell-mark">${escapeHtml(brand.logoMark)}</span>`,
    `<span class="static-shell-name"><strong>${escapeHtml(name)}</strong><small>${escapeHtml(brand.logoText)}</small></span>`,
    '</span><span class="static-shell-tools"><i></i><i></i><i></i><i></i></span></div>',
    `<div class="static-shell-nav"><div>${nav}</div></div>`,
    '</div>',
    '</div>',
  ].join('');
}

/** Placeholders of the header's tools (language, edition, login, register), so the band wraps as the app's does. */
const TOOL_WIDTHS = [86, 104, 52, 52];

/** index.html with the shell's markup in its slot (right after #root, where the stylesheet's rules look for it). */
export function withStaticShell(html: string, brandId: string): string {
  if (!html.includes(MARKUP_SLOT)) throw new Error(`index.html has no ${MARKUP_SLOT} after #root`);
  return html.replace(MARKUP_SLOT, staticShellMarkup(brandId));
}

/** The shell's stylesheet, in the brand's classic colours (the header band is dark in both editions). */
export function staticShellStyle(brandId: string): string {
  const brand = brandOf(brandId);
  const palette = brand.palette.classic;
  const toolRules = TOOL_WIDTHS.map(
    (width, index) => `.static-shell-tools i:nth-child(${index + 1}){width:${width}px}`,
  );
  return [
    // Shown until the app's first render, and while the app says to hold it (src/app/layout/StaticShellHold.tsx);
    // two rules, so a browser without :has() still shows it until the first render.
    `.${STATIC_SHELL_CLASS}{display:none}`,
    `#root:empty+.${STATIC_SHELL_CLASS}{display:block}`,
    `#root:has([${STATIC_SHELL_HOLD}])+.${STATIC_SHELL_CLASS}{display:block}`,
    'html{scrollbar-gutter:stable}',
    'body{margin:0}',
    `.static-shell{font-family:${CJK_FONT_STACK};font-size:14px;line-height:1.6}`,
    `.static-shell-header{background:${palette.header};color:${palette.onHeader}}`,
    '.static-shell-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;',
    'box-sizing:border-box;max-width:1200px;min-height:64px;margin:0 auto;padding:4px 16px}',
    '.static-shell-brand{display:flex;align-items:center;gap:8px}',
    '.static-shell-mark{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:8px;',
    `background:linear-gradient(135deg,${palette.accent},${palette.primary});color:#fff;font-size:20px;font-weight:600}`,
    '.static-shell-name{display:flex;flex-direction:column;line-height:1.15}',
    '.static-shell-name strong{font-size:20px;letter-spacing:.08em}',
    `.static-shell-name small{color:${palette.onHeaderMuted};font-size:10px;letter-spacing:.32em}`,
    '.static-shell-tools{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:12px}',
    '.static-shell-tools i{display:block;box-sizing:border-box;height:32px;border:1px solid rgba(255,255,255,.22);border-radius:999px}',
    ...toolRules,
    `.static-shell-nav{border-top:1px solid rgba(255,255,255,.08);color:${palette.onHeaderMuted}}`,
    '.static-shell-nav>div{display:flex;flex-wrap:wrap;gap:2px 4px;box-sizing:border-box;max-width:1200px;margin:0 auto;padding:2px 8px}',
    '.static-shell-nav span{padding:8px 12px;white-space:nowrap}',
  ].join('');
}

/**
 * The static shell: until the app's first render, index.html shows the site's header band (the built brand's
 * colours, name and the main navigation, from the same sources as the app), so the first paint comes with the
 * HTML and a small stylesheet instead of after the JavaScript. No inline script or style: the stylesheet is a
 * file of its own (`/static-shell.css` in index.html, hashed by the build). Texts are the zh-CN catalogue's.
 */
export function staticShell(brandId: string): Plugin {
  return {
    name: 'static-shell',
    // The dev server asks for a stylesheet link with `?direct`: keep the query, Vite's CSS handling reads it.
    resolveId(id) {
      const [path, query] = id.split('?');
      if (path !== STYLE_URL) return null;
      return query === undefined ? STYLE_ID : `${STYLE_ID}?${query}`;
    },
    load(id) {
      return id.split('?')[0] === STYLE_ID ? staticShellStyle(brandId) : null;
    },
    transformIndexHtml: (html) => withStaticShell(html, brandId),
  };
}

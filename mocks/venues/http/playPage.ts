import type { ServerLanguage } from '@src/contract';
import { textIn } from '../../http/serverText';
import { escapeXml } from '../art/artPalette';

export interface PlayPageView {
  language: ServerLanguage;
  venueName: string;
  gameName: string;
  /** The player's balance at the venue, e.g. "123.45". */
  balance: string;
  logoUrl: string;
  thumbnailUrl: string;
  scriptUrl: string;
  nonce: string;
}

export interface ErrorPageView {
  language: ServerLanguage;
  message: string;
  scriptUrl: string;
  nonce: string;
}

const STYLE = `
  *{box-sizing:border-box}
  html,body{margin:0;height:100%}
  body{font-family:'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif;background:#0f1422;color:#f3f5fa;display:flex;flex-direction:column}
  header{display:flex;align-items:center;gap:12px;padding:10px 16px;background:#161d30;border-bottom:1px solid #26304a}
  header img{border-radius:10px}
  header .venue{font-size:16px;font-weight:700;flex:1}
  button{font:inherit;font-size:15px;color:#fff;background:#2f6bff;border:0;border-radius:8px;padding:8px 18px;cursor:pointer}
  button:hover{background:#4a7fff}
  button:focus-visible{outline:3px solid #ffd666;outline-offset:2px}
  main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:14px;padding:24px;text-align:center}
  main img{border-radius:20px;box-shadow:0 8px 30px rgba(0,0,0,.45)}
  h1{margin:4px 0 0;font-size:26px}
  .balance{display:flex;gap:10px;align-items:baseline;background:#161d30;border:1px solid #26304a;border-radius:12px;padding:12px 20px;margin:0}
  .balance strong{font-size:24px;color:#ffd666;font-variant-numeric:tabular-nums}
  .note{color:#9aa4bd;margin:0;font-size:14px}
  .error{font-size:18px;line-height:1.6;max-width:28em}
`;

function page(view: { language: ServerLanguage; title: string; nonce: string; scriptUrl: string; body: string }): string {
  return `<!doctype html>
<html lang="${view.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeXml(view.title)}</title>
<style nonce="${escapeXml(view.nonce)}">${STYLE}</style>
<script src="${escapeXml(view.scriptUrl)}" defer></script>
</head>
<body>
${view.body}
</body>
</html>
`;
}

/**
 * The provider's game page (until the demo engines of issue 16): the venue, the game and the player's balance at
 * the venue, in the launch's language, with a 返回 button. Server-rendered; nothing pretends to be a game.
 */
export function renderPlayPage(view: PlayPageView): string {
  const t = (text: string) => escapeXml(textIn(view.language, text));
  const venue = t(view.venueName);
  const game = t(view.gameName);
  return page({
    language: view.language,
    title: `${textIn(view.language, view.gameName)} - ${textIn(view.language, view.venueName)}`,
    nonce: view.nonce,
    scriptUrl: view.scriptUrl,
    body: `<header>
<img src="${escapeXml(view.logoUrl)}" alt="" width="36" height="36">
<span class="venue">${venue}</span>
<button type="button" id="venue-back">${t('返回')}</button>
</header>
<main>
<img src="${escapeXml(view.thumbnailUrl)}" alt="" width="160" height="160">
<h1>${game}</h1>
<p class="balance"><span>${t('场馆余额')}</span><strong data-testid="venue-balance">¥${escapeXml(view.balance)}</strong></p>
<p class="note">${t('游戏准备中，敬请期待')}</p>
</main>`,
  });
}

/** A plain Chinese error page (bad or expired session, unknown venue or game), still with its 返回 button. */
export function renderErrorPage(view: ErrorPageView): string {
  return page({
    language: view.language,
    title: textIn(view.language, view.message),
    nonce: view.nonce,
    scriptUrl: view.scriptUrl,
    body: `<header><span class="venue"></span><button type="button" id="venue-back">${escapeXml(textIn(view.language, '返回'))}</button></header>
<main><p class="error" role="alert">${escapeXml(textIn(view.language, view.message))}</p></main>`,
  });
}

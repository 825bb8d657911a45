import { fenToMoney, moneyToFen } from '@src/contract';
import type { ProviderOrder } from '../providerApi';
import type { PayOutcome } from './sandboxProvider';

/** What the payer page says about an order, and whether it offers the pay button. */
export interface PayerPageView {
  order: ProviderOrder | undefined;
  expiresAt: number | undefined;
  now: number;
  /** The outcome of the payer's press, on the page answering it. */
  outcome?: PayOutcome;
  /** The form's target (the page's own path). */
  action: string;
  nonce: string;
}

const OUTCOME_TEXT: Record<PayOutcome, string> = {
  paid: '付款成功，正在通知商户，请返回商户页面查看到账情况。',
  already_paid: '该订单已付款，请勿重复付款。',
  closed: '该订单已关闭，无法付款。',
  expired: '该订单已过期，无法付款。',
  not_found: '订单不存在。',
};

const STATE_TEXT = { pending: '待付款', paid: '已付款', closed: '已关闭' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The sandbox provider's payer page: server-rendered Chinese HTML without any script (the site's CSP allows no
 * inline script; its one style block carries the response's nonce), with a form whose "确认付款" button pays.
 */
export function renderPayerPage(view: PayerPageView): string {
  const { order } = view;
  const rows: string[] = [];
  let body: string;
  if (!order) {
    body = `<p class="note" role="alert">${OUTCOME_TEXT.not_found}</p>`;
  } else {
    const expired = order.state === 'pending' && view.expiresAt !== undefined && view.expiresAt <= view.now;
    rows.push(
      `<dt>商户订单号</dt><dd>${escapeHtml(order.merchantOrderNo)}</dd>`,
      `<dt>支付订单号</dt><dd>${escapeHtml(order.providerOrderId)}</dd>`,
      `<dt>付款金额</dt><dd class="amount">¥${escapeHtml(fenToMoney(moneyToFen(order.amount)))}</dd>`,
      `<dt>订单状态</dt><dd>${expired ? '已过期' : STATE_TEXT[order.state]}</dd>`,
    );
    if (view.expiresAt !== undefined) rows.push(`<dt>有效期至</dt><dd>${beijingTime(view.expiresAt)}（北京时间）</dd>`);
    const outcome = view.outcome ? `<p class="note" role="status">${OUTCOME_TEXT[view.outcome]}</p>` : '';
    const form =
      order.state === 'pending' && !expired
        ? `<form method="post" action="${escapeHtml(view.action)}"><button type="submit">确认付款</button></form>`
        : '';
    body = `<dl>${rows.join('')}</dl>${outcome}${form}`;
  }
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>沙盒支付收银台</title>
<style nonce="${escapeHtml(view.nonce)}">
body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1d2129}
main{max-width:420px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.sub{color:#6b7280;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:10px 16px;margin:0 0 20px}dt{color:#6b7280}dd{margin:0;word-break:break-all}
.amount{font-size:22px;font-weight:600;color:#d4380d}.note{padding:12px;border-radius:8px;background:#f6ffed;color:#135200}
button{width:100%;min-height:48px;font-size:17px;border:0;border-radius:8px;background:#1677ff;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #91caff;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>沙盒支付收银台</h1>
<p class="sub">测试环境，不会产生真实扣款</p>
${body}
</main>
</body>
</html>
`;
}

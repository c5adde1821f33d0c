const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The simulator's checkout: the order's amount and two buttons, Pay and Fail. No script. */
export function renderCheckoutPage(options: { sessionId: string; orderId: string; amountRupees: string; customerName: string; note: string }): string {
  const base = `/dev-pay/checkout/${encodeURIComponent(options.sessionId)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment simulator</title>
<link rel="stylesheet" href="/dev-pay/static/checkout.css"></head>
<body><main>
<h1>Payment simulator</h1>
<p class="note">Development only: no money moves. Cashfree's checkout takes this page's place in production.</p>
<dl>
<dt>Order</dt><dd>${escapeHtml(options.orderId)}</dd>
<dt>For</dt><dd>${escapeHtml(options.note)}</dd>
<dt>Customer</dt><dd>${escapeHtml(options.customerName)}</dd>
<dt>Amount</dt><dd class="amount">₹${escapeHtml(options.amountRupees)}</dd>
</dl>
<form method="post" action="${base}/pay"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${base}/fail"><button type="submit" class="fail">Fail</button></form>
</main></body></html>`;
}

export const checkoutStylesheet = `
body { font-family: system-ui, sans-serif; background: #f4f6f8; margin: 0; padding: 1rem; color: #1b1f24; }
main { max-width: 26rem; margin: 2rem auto; background: #fff; border-radius: 8px; padding: 1.5rem; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { margin-top: 0; font-size: 1.4rem; }
.note { color: #4a5563; font-size: .9rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
dt { font-weight: 600; }
.amount { font-size: 1.3rem; font-weight: 700; }
form { display: inline-block; margin: 1rem .5rem 0 0; }
button { padding: .7rem 1.6rem; font-size: 1rem; font-weight: 600; border: 0; border-radius: 6px; cursor: pointer; color: #fff; }
.pay { background: #1a7f37; }
.fail { background: #b42318; }
button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
`;

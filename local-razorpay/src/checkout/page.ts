// The checkout page checkout.js opens in its dialog: the order's amount and the merchant's
// description, a card or UPI form with labelled inputs, and field errors next to their inputs.
// Its script (public/checkout-page.js) posts the form to /_local/checkout/pay and tells the
// opener the outcome with postMessage.
import type { Order } from '../entities.ts';
import { STRINGS } from './strings.ts';

export interface PageOptions {
  keyId: string;
  order: Order;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  color: string;
  /** The opener's origin: the only one the outcome is posted to. */
  openerOrigin: string | null;
  notes: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** ₹ with Indian digit grouping: 123456700 paise → ₹12,34,567.00. */
export const formatRupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** Black or white text, whichever reads better on the theme colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7);
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05) ? '#ffffff' : '#111111';
}

export const safeColor = (value: string | null) => (value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : '#1f5fa8');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#111;background:#fff}
main{max-width:420px;margin:0 auto;padding:16px}
header{display:flex;gap:8px;align-items:flex-start;justify-content:space-between;border-bottom:1px solid #ddd;padding-bottom:8px}
h1{font-size:1.15rem;margin:0}
.description{margin:2px 0 0;color:#444}
.amount{font-size:1.4rem;font-weight:700;margin:4px 0 0}
.close{min-width:44px;min-height:44px;font-size:1.5rem;background:none;border:1px solid #bbb;border-radius:6px;cursor:pointer}
.banner{background:#fff4d6;border:1px solid #e6c35c;border-radius:6px;padding:6px 8px;font-size:.85rem}
fieldset{border:1px solid #ccc;border-radius:6px;margin:12px 0;padding:8px 12px}
.methods label{display:inline-flex;align-items:center;gap:6px;min-height:44px;margin-right:16px}
.field{margin:10px 0}
.field label{display:block;font-weight:600;margin-bottom:4px}
.field input{width:100%;font:inherit;padding:10px;border:1px solid #767676;border-radius:6px}
.field input[aria-invalid=true]{border-color:#b00020;border-width:2px}
.row{display:flex;gap:12px}.row .field{flex:1;min-width:0}
.hint{font-size:.85rem;color:#444;margin:4px 0}
.field-error,.form-error{color:#b00020;font-size:.9rem;margin:4px 0 0}
.pay{width:100%;min-height:48px;font:inherit;font-weight:700;border:0;border-radius:6px;cursor:pointer;margin-top:12px}
.pay[disabled]{opacity:.7;cursor:progress}
.result{margin-top:12px}
:focus-visible{outline:3px solid #111;outline-offset:2px}
`;

function field(id: string, label: string, attrs: string) {
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" aria-describedby="err-${id}" ${attrs}><p class="field-error" id="err-${id}"></p></div>`;
}

export function renderCheckoutPage(options: PageOptions): string {
  const { order, prefill } = options;
  const amount = formatRupees(order.amount);
  const color = safeColor(options.color);
  const config = {
    keyId: options.keyId,
    orderId: order.id,
    description: options.description,
    notes: options.notes,
    openerOrigin: options.openerOrigin,
    strings: STRINGS,
  };
  // `<` escaped so no string in the config can close the script element.
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(STRINGS.pageTitle)}</title>
<style>${STYLE}.pay{background:${color};color:${textOn(color)}}</style>
</head>
<body>
<main>
<header>
<div>
<h1 id="merchant">${escapeHtml(options.name || STRINGS.payTo)}</h1>
${options.description ? `<p class="description">${escapeHtml(options.description)}</p>` : ''}
<p class="amount"><span class="amount-label">${escapeHtml(STRINGS.amountLabel)}: </span><span id="amount">${escapeHtml(amount)}</span></p>
</div>
<button type="button" class="close" id="close" aria-label="${escapeHtml(STRINGS.close)}">×</button>
</header>
<p class="banner">${escapeHtml(STRINGS.testModeBanner)}</p>
<form id="pay-form" novalidate>
<fieldset class="methods"><legend>${escapeHtml(STRINGS.methodLegend)}</legend>
<label><input type="radio" name="method" value="card" checked> ${escapeHtml(STRINGS.methodCard)}</label>
<label><input type="radio" name="method" value="upi"> ${escapeHtml(STRINGS.methodUpi)}</label>
</fieldset>
<div id="card-fields">
${field('card_number', STRINGS.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">
${field('card_expiry', STRINGS.cardExpiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}
${field('card_cvv', STRINGS.cardCvv, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
${field('card_name', STRINGS.cardName, `autocomplete="cc-name" value="${escapeHtml(prefill.name)}"`)}
<p class="hint">${escapeHtml(STRINGS.cardHint)}</p>
</div>
<div id="upi-fields" hidden>
${field('vpa', STRINGS.vpa, 'autocomplete="off" autocapitalize="none" spellcheck="false"')}
<p class="hint">${escapeHtml(STRINGS.upiHint)}</p>
</div>
${field('email', STRINGS.email, `type="email" autocomplete="email" value="${escapeHtml(prefill.email)}"`)}
${field('contact', STRINGS.contact, `type="tel" autocomplete="tel" value="${escapeHtml(prefill.contact)}"`)}
<p class="form-error" id="form-error" role="alert"></p>
<button type="submit" class="pay" id="pay">${escapeHtml(STRINGS.payButton.replace('{amount}', amount))}</button>
</form>
<div class="result" id="result" role="status" aria-live="polite"></div>
</main>
<script type="application/json" id="checkout-config">${configJson}</script>
<script src="/checkout/page.js"></script>
</body>
</html>`;
}

/** The page for a checkout that cannot start (unknown order, wrong key): says why, and can be closed. */
export function renderCheckoutProblem(message: string, openerOrigin: string | null): string {
  const configJson = JSON.stringify({ openerOrigin, strings: STRINGS, problem: message }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(STRINGS.pageTitle)}</title><style>${STYLE}</style></head>
<body><main><header><h1>${escapeHtml(STRINGS.pageTitle)}</h1><button type="button" class="close" id="close" aria-label="${escapeHtml(STRINGS.close)}">×</button></header>
<p class="form-error" role="alert">${escapeHtml(message)}</p></main>
<script type="application/json" id="checkout-config">${configJson}</script>
<script src="/checkout/page.js"></script>
</body></html>`;
}

/** What the gateway's root URL shows a developer who opens it: where things are, and the test instruments. */
export function renderIndexPage(keyId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(STRINGS.indexTitle)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(STRINGS.indexTitle)}</h1>
<p>${escapeHtml(STRINGS.indexIntro)}</p>
<ul><li>Key id: <code>${escapeHtml(keyId)}</code></li><li><a href="/v1/checkout.js">/v1/checkout.js</a></li></ul>
<p class="hint">${escapeHtml(STRINGS.cardHint)}</p>
<p class="hint">${escapeHtml(STRINGS.upiHint)}</p>
</main></body></html>`;
}

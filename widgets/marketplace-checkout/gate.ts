import type { WidgetContext } from '../../mount/types';
import { marketplaceApi } from '../../src/api/marketplace';
import { browser } from '../../src/dom/browser-full';
import { navigateTo } from '../../src/dom/navigate';
import { safeUrl } from '../../src/dom/browser';
import { adoptStyles } from '../../src/dom/styles';
import { emailBorder, isCheckoutEmail } from './checkout-email';
import type { ShopDecision } from '../../src/lib/marketplace-shops';
import { shopsActions } from '../../src/store/slices/marketplace-shops-actions';
import { t } from '../../src/i18n/t-lazy';
import { CHECKOUT_BUTTON, EMAIL_INPUT, EMAIL_WRAPPER, SHOPS } from './hooks';
import { readData } from '../../src/dom/hooks';
import { SHOP_DATA } from './data';

const CSS = `
.wc-proceed-to-checkout .checkout-button.disabled{opacity:.55;cursor:not-allowed}
.woozone_email_wrapper{display:flex;flex-direction:column;gap:.25rem;margin:0 0 .75rem}
.woozone_email_wrapper input[type=email]{padding:.5rem;font:inherit;border:1px solid #d1d1d1;border-radius:4px}
.woozone_email_error{color:#b71c1c;font-size:.9rem}
.WooZone-cart-checkout ul{list-style:none;padding:0}
.WooZone-cart-checkout li{padding:.6rem 0;border-bottom:1px solid #e4e8e1}
.WooZone-cart-checkout .WooZone-cc_status.success{color:#1b5e20;font-weight:600}
.WooZone-cart-checkout .WooZone-cc_status.cancel{color:#8e1b1b;font-weight:600}
.WooZone-cart-msg .cancel{color:#b71c1c;font-weight:600}
.WooZone-cart-msg .success{color:#1b5e20;font-weight:600}
`;

const EMAIL_ERROR_ID = 'woozone_checkout_email_error';
let checkingOut = false;

const emailInput = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>(EMAIL_INPUT);
const emailRequired = (): boolean => document.querySelector<HTMLInputElement>('#woozone_checkout_email_required')?.value === '1';
const checkoutButtons = () => Array.from(document.querySelectorAll<HTMLElement>(CHECKOUT_BUTTON));

/** The shops the list names, into the store (every one undecided). */
function readShops(list: Element, ctx: WidgetContext): void {
  const domains = Array.from(list.querySelectorAll<HTMLElement>('ul li[data-domain]')).map((li) => readData('marketplace-checkout', li, SHOP_DATA).domain);
  shopsActions(ctx.store).initShops(domains.filter(Boolean));
}

/** The first touch of the page's hooks: count the shops; place the e-mail field; disable checkout while required and empty. */
export function enhance(el: Element, ctx: WidgetContext): void {
  adoptStyles('marketplace-checkout', CSS);
  if (el.matches(SHOPS)) readShops(el, ctx);
  if (el.matches(EMAIL_WRAPPER)) {
    const proceed = document.querySelector('.wc-proceed-to-checkout');
    const button = proceed?.querySelector('.checkout-button');
    if (button && !proceed?.contains(el)) button.before(el);
    const input = emailInput();
    if (input && emailRequired()) {
      input.required = true;
      setCheckoutEnabled(isCheckoutEmail(input.value));
    }
  }
}

function setCheckoutEnabled(enabled: boolean): void {
  for (const button of checkoutButtons()) {
    button.classList.toggle('disabled', !enabled);
    if (enabled) button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
  }
}

/** Checked on every keyup, input and change: red border when invalid, grey when valid; checkout follows when required. */
export function validateEmail(input: HTMLInputElement): boolean {
  const valid = isCheckoutEmail(input.value);
  input.style.border = emailBorder(valid);
  input.setAttribute('aria-invalid', String(!valid));
  showEmailError(input, !valid);
  if (emailRequired()) setCheckoutEnabled(valid);
  return valid;
}

function showEmailError(input: HTMLInputElement, show: boolean): void {
  let error = document.getElementById(EMAIL_ERROR_ID);
  if (!error) {
    error = Object.assign(document.createElement('span'), { id: EMAIL_ERROR_ID, className: 'woozone_email_error' });
    error.setAttribute('aria-live', 'polite');
    input.after(error);
    input.setAttribute('aria-describedby', EMAIL_ERROR_ID);
  }
  error.textContent = show ? t('checkoutEmailInvalid') : '';
}

/** A shop's checkout form was submitted ('checkout done') or its cancel clicked ('canceled'); counted once. */
export function decide(el: Element, decision: ShopDecision, ctx: WidgetContext): void {
  const li = el.closest<HTMLElement>('li[data-domain]');
  const domain = li && readData('marketplace-checkout', li, SHOP_DATA).domain;
  if (!li || !domain) return;
  const market = ctx.store.getState().marketplace;
  if (!market.shops.shops.includes(domain)) shopsActions(ctx.store).initShops([...market.shops.shops, domain]);
  shopsActions(ctx.store).decideShop(domain, decision);
  const status = li.querySelector('.WooZone-cc_status');
  if (status) {
    status.classList.remove('success', 'cancel');
    status.classList.add(decision);
    status.textContent = decision === 'success' ? t('shopCheckoutDone') : t('shopCanceled');
  }
  // Once the shopper has been told to decide, the message follows the last decision.
  const msg = document.querySelector(`${SHOPS} .WooZone-cart-msg`);
  if (msg?.textContent && shopsActions(ctx.store).shopsAllDecided()) setMessage(true);
}

function setMessage(allowed: boolean): void {
  const area = document.querySelector(`${SHOPS} .WooZone-cart-msg`);
  if (!area) return;
  const line = Object.assign(document.createElement('div'), {
    className: allowed ? 'success' : 'cancel',
    textContent: allowed ? t('shopsAllGood') : t('shopsNotDecided'),
  });
  area.replaceChildren(line);
}

/**
 * The proceed-to-checkout click. 'blocked': the e-mail is required and invalid, or a shop is
 * undecided. 'async': the before-checkout call decides. 'proceed': the link goes on as it is.
 */
export function onCheckout(button: HTMLElement, ctx: WidgetContext): 'blocked' | 'async' | 'proceed' {
  const input = emailInput();
  if (input && emailRequired() && !validateEmail(input)) {
    input.focus();
    return 'blocked';
  }
  // A click held while the code loaded can come back before the list was read: read it now.
  const list = document.querySelector(SHOPS);
  if (list && !ctx.store.getState().marketplace.shops.shops.length) readShops(list, ctx);
  if (!shopsActions(ctx.store).shopsAllDecided()) {
    setMessage(false);
    const area = document.querySelector<HTMLElement>(`${SHOPS} .WooZone-cart-msg`);
    area?.scrollIntoView?.({ block: 'center' });
    return 'blocked';
  }
  setMessage(true);
  if (!input || input.value.trim() === '') return 'proceed';
  if (!checkingOut) void beforeCheckout(button, input.value.trim(), ctx);
  return 'async';
}

/** WooZone_before_user_checkout: 'success' / 'email_exists' go to checkout; another status is shown in an alert. */
async function beforeCheckout(button: HTMLElement, email: string, ctx: WidgetContext): Promise<void> {
  checkingOut = true;
  button.setAttribute('aria-busy', 'true');
  const nonce = document.querySelector<HTMLInputElement>('#woozone_checkout_email_nonce')?.value ?? '';
  const result = await marketplaceApi(ctx.http, ctx.config).beforeCheckout({ _nonce: nonce, email });
  checkingOut = false;
  button.removeAttribute('aria-busy');
  if (!result.ok) {
    // The e-mail could not be recorded; the shopper still reaches checkout (nothing is lost).
    follow(button);
    return;
  }
  if (result.data === 'success' || result.data === 'email_exists') {
    if (!navigateTo(ctx.config.marketplace.checkout_url)) follow(button);
  } else {
    browser.alert(result.data);
  }
}

/** Goes where the checkout link points (same site only). */
export function follow(button: HTMLElement): void {
  const href = safeUrl(button.getAttribute('href'));
  if (href) browser.assign(href);
}

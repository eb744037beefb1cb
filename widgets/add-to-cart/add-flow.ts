import type { WidgetContext } from '../../mount/types';
import type { FormBody } from '../../src/api/form';
import { browser } from '../../src/dom/browser';
import { safeUrl } from '../../src/dom/safe-url';
import { browserIsOffline } from '../../src/dom/online';
import { afterNextFrame } from '../../src/dom/after-frame';
import { holdChunkLoads } from '../../src/lib/quiet-lane';
import { showOffline } from './offline';
import { answerCodeNow, loadAnswerCode } from './answer-code';
import { showTextChanges } from '../cart-fragments/draw-changes';

export interface AddRequest {
  /** The element that shows the loading → added states (loop button or form button). */
  trigger: HTMLElement;
  body: FormBody;
  productId: string;
  /** What a shopper without this script would have got: the link or the form submit. */
  fallback(): void;
  successMessage?: string;
}

/** The quiet lane (src/lib/quiet-lane.ts) held for one add. */
export interface AddHold {
  /** Now: the add failed or was lost, nothing of it is to be painted. Idempotent. */
  release(): void;
  /** In a task after the next frame: the answer shown in this task is painted first. */
  releaseAfterFrame(): void;
}

/** Holds of adds (and presses) that a later click of the shopper ends. */
const endedByNextClick = new Set<AddHold>();

/**
 * A click of the shopper ends the holds taken before it, in the task after it: what its code
 * needs must not wait for an earlier click's answer. The click's own add, if it is one, has
 * taken its hold by then, so the lane stays quiet for that one. Capture on window: before any
 * handler of the click.
 */
function endEarlierHolds(): void {
  const earlier = [...endedByNextClick];
  setTimeout(() => earlier.forEach((hold) => hold.release()), 0);
}

/** Ends every add's hold now (the add-to-cart listener stops with the script). */
export function releaseAddHolds(): void {
  for (const hold of [...endedByNextClick]) hold.release();
}

/** Holds the lane for an add: from its click until its answer is painted (see AddHold). */
export function holdForAdd(): AddHold {
  const lane = holdChunkLoads();
  let cancelFrame: (() => void) | undefined;
  const hold: AddHold = {
    release() {
      if (!endedByNextClick.delete(hold)) return;
      cancelFrame?.();
      lane.release();
      if (endedByNextClick.size === 0) window.removeEventListener('click', endEarlierHolds, true);
    },
    releaseAfterFrame() {
      if (endedByNextClick.has(hold) && !cancelFrame) cancelFrame = afterNextFrame(hold.release);
    },
  };
  if (endedByNextClick.size === 0) window.addEventListener('click', endEarlierHolds, true);
  endedByNextClick.add(hold);
  return hold;
}

/** Buttons whose add failed and whose cart is being asked: a second click must not add again. */
const checking = new WeakSet<HTMLElement>();

function setLoading(trigger: HTMLElement, loading: boolean): void {
  trigger.classList.toggle('loading', loading);
  if (loading) trigger.setAttribute('aria-busy', 'true');
  else trigger.removeAttribute('aria-busy');
}

/**
 * One add to cart, as the shopper sees it (SPEC §4 "Add to cart"): loading → added with a 'View
 * cart' link, or the fallback, so no button stays loading and no add is lost. The cart core
 * (ctx.cart) sends it at once; the code that shows its answer (answer-code.ts) loads
 * meanwhile, if intent has not brought it already; the cart panel opens on `added_to_cart`
 * (widgets/cart-panel). Should that code not come, the add that landed shows on the cart page.
 */
export async function addToCart(ctx: WidgetContext, request: AddRequest): Promise<void> {
  const { trigger } = request;
  if (checking.has(trigger)) return;
  if (browserIsOffline()) return showOffline(ctx);
  // Code the page would load meanwhile (intent, scroll, visible) waits until the answer is
  // painted: it would delay the answer's task (src/lib/quiet-lane.ts).
  const quiet = holdForAdd();
  setLoading(trigger, true);
  const outcome = await ctx.cart.add({
    body: request.body,
    productId: request.productId,
    source: trigger,
    code: loadAnswerCode(),
    showAtOnce: showTextChanges,
    // Called by that code: it has come.
    showAdded: () => {
      setLoading(trigger, false);
      answerCodeNow()?.showAdded(ctx, trigger, request.successMessage);
      quiet.releaseAfterFrame();
    },
    // Never loading past the request time-out, even while the cart is asked.
    onAsking: () => {
      quiet.release();
      setLoading(trigger, false);
      checking.add(trigger);
    },
  });
  quiet.releaseAfterFrame();
  checking.delete(trigger);
  setLoading(trigger, false);
  if (outcome.kind === 'offline') return showOffline(ctx);
  if (outcome.kind === 'fallback') return request.fallback();
  if (outcome.kind === 'redirect') {
    const url = safeUrl(outcome.url);
    if (url) browser.assign(url);
    else request.fallback();
    return;
  }
  if ((outcome.kind === 'added' && ctx.config.addToCart.cart_redirect_after_add) || outcome.kind === 'unshown') {
    browser.assign(safeUrl(ctx.config.addToCart.cart_url) ?? '/cart/');
  }
}

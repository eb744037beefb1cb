import type { AddOutcome, AddRequest, CartPorts, CartUpdate, SentAdd } from './types';
import type { LostAddCheck } from './lost-add';
import { loadChunk } from '../lib/load-chunk';

/** The lost-answer check (lost-add.ts), a chunk of its own. */
const loadLostAddCheck = (): Promise<LostAddCheck> => loadChunk(() => import('./lost-add')).then((m) => m.checkLostAdd);

/** What the answer's code needs from the core that sent the add. */
export interface AddAnswerParts {
  ports: CartPorts;
  /** Shows a change (store, renderer, session cache). */
  show(update: CartUpdate): void;
}

/**
 * Shows an add's answer (SPEC §4 "Add to cart"): its fragments, unless a change started later
 * was shown first (ordering.ts), then the added state and `added_to_cart` /
 * `wc_cart_button_updated`; a lost answer is checked against the cart (lost-add.ts). Not
 * start-up code: loaded on intent on an add control, else at the click in parallel with the
 * request (widgets/cart/answer-code.ts), and run once both are there. `loadCheck`: tests
 * give one that fails.
 */
export async function answerAdd(
  { ports, show }: AddAnswerParts,
  request: AddRequest,
  sent: Extract<SentAdd, { kind: 'answer' | 'lost' }>,
  loadCheck = loadLostAddCheck,
): Promise<AddOutcome> {
  const { events } = ports;
  const announceAdded = async (request: AddRequest, fragments: Record<string, string>, cartHash: string): Promise<AddOutcome> => {
    request.showAdded?.();
    events.added(request.productId, fragments, cartHash, request.source);
    events.buttonUpdated(request.source);
    return { kind: 'added', fragments, cartHash };
  };
  if (sent.kind === 'lost') {
    request.onAsking?.();
    // Its own chunk: a chunk that cannot come means no network.
    const check = await loadCheck().catch(() => null);
    return check ? check({ ports, show, announceAdded }, request, sent.hashBefore) : { kind: 'offline' };
  }
  const { fragments, cartHash } = sent;
  if (sent.change.mayShow()) show({ source: 'add', fragments, cartHash });
  return announceAdded(request, fragments, cartHash);
}

export type AddAnswer = typeof answerAdd;

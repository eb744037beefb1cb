import type { AddOutcome, AddRequest, CartPorts, CartUpdate } from './types';

/** What the check needs from the core that asked it. */
export interface LostAddContext {
  ports: CartPorts;
  show(update: CartUpdate): void;
  announceAdded(request: AddRequest, fragments: Record<string, string>, cartHash: string): Promise<AddOutcome>;
}

/**
 * An add is never made twice (DESIGN §9). A network error or a time-out may hide an add the
 * server stored: the cart is asked (its hash against the one before the add). Only an add the
 * cart does not have falls back to the link or form, whose `?add-to-cart=` would add it again.
 * Its own chunk: loaded only when an add's answer is lost.
 */
export async function checkLostAdd({ ports, show, announceAdded }: LostAddContext, request: AddRequest, hashBefore: string): Promise<AddOutcome> {
  if (ports.isOffline()) return { kind: 'offline' };
  const result = await ports.calls.refreshFragments();
  if (!result.ok) return { kind: result.reason === 'aborted' ? 'stopped' : 'offline' };
  const cartHash = result.data.cart_hash;
  if (cartHash === hashBefore) return { kind: 'fallback' };
  const { fragments } = result.data;
  show({ source: 'refresh', fragments, cartHash });
  ports.events.refreshed(cartHash);
  return announceAdded(request, fragments, cartHash);
}

export type LostAddCheck = typeof checkLostAdd;

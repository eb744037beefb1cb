import type { CartPorts, SentAdd } from './types';

/**
 * An add is never made twice (DESIGN §9). A network error or a time-out may hide an add the
 * server stored: the cart is asked (its hash against the one before the add). A cart that
 * changed means the add landed (`found`, shown as the add's answer); only an add the cart does
 * not have falls back to the link or form, whose `?add-to-cart=` would add it again.
 */
export async function askAfterLostAdd(ports: CartPorts, hashBefore: string): Promise<Extract<SentAdd, { kind: 'found' | 'fallback' | 'offline' | 'stopped' }>> {
  if (ports.isOffline()) return { kind: 'offline', lostBefore: hashBefore };
  const result = await ports.calls.refreshFragments();
  if (!result.ok) return result.reason === 'aborted' ? { kind: 'stopped' } : { kind: 'offline', lostBefore: hashBefore };
  const cartHash = result.data.cart_hash;
  if (cartHash === hashBefore) return { kind: 'fallback' };
  return { kind: 'found', fragments: result.data.fragments, cartHash };
}

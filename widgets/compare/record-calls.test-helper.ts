import { fireEvent } from '@testing-library/dom';
import { server } from '../../test/msw';
import { settle } from '../../test/helpers/page';

/** Records the admin-ajax calls of one action made from now on; the returned function stops and reads them. */
export function recordCalls(action: string): () => Promise<URLSearchParams[]> {
  const bodies: Promise<string>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('admin-ajax.php')) bodies.push(request.clone().text());
  };
  server.events.on('request:start', listener);
  return async () => {
    await settle();
    server.events.removeListener('request:start', listener);
    return (await Promise.all(bodies)).map((b) => new URLSearchParams(b)).filter((p) => p.get('action') === action);
  };
}

/**
 * The shopper's pointer reaches a compare control: on a page that compares nothing yet, that is
 * what loads the compare code (and its re_compare_panel call).
 */
export function pointAtCompare(): void {
  fireEvent.pointerOver(document.querySelector('.wpsm-button-new-compare, .re-compare-icon-toggle')!);
}

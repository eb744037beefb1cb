import { parseTrafficValue, type TrafficCookie } from './traffic-visit';

/**
 * Reads a `current.typ`-style path from the parsed cookies: what a checkout field shows. Only the
 * checkout's code reads paths, so this is not in the start-up code with the page-view capture.
 */
export function readTrafficPath(cookies: Partial<Record<TrafficCookie, string>>, path: string): string | undefined {
  const [cookie, key] = path.split('.') as [TrafficCookie, string | undefined];
  if (!key) return undefined;
  return parseTrafficValue(cookies[cookie])[key];
}

import * as z from 'zod/mini';
import type { HttpClient } from './http';
import { htmlToFragment } from '../dom/html';
import { parseIds } from '../lib/compare';
import { safeUrl } from '../dom/safe-url';

/**
 * The comparison calls (SPEC §7 "Comparison calls"), POST admin-ajax with the comparechart
 * nonce as `security`. Each answer is validated here and handed on in one normalised shape;
 * a failed or invalid answer is `null` and the caller applies its fallback.
 */

/** One product in a comparison group, as the bar shows it. */
export interface CompareItem {
  id: string;
  title: string;
  url: string | null;
  image: string | null;
}

export interface CompareGroupData {
  pageid: string;
  ids: string[];
  items: CompareItem[];
}

const id = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);
const count = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d*$/))]),
  z.transform((v) => Number(v) || 0),
);
// PHP prints an empty associative array as [] — an empty map.
const map = <T extends z.ZodMiniType>(value: T) => z.union([z.record(z.string(), value), z.array(z.unknown()).check(z.maxLength(0))]);

const panelSchema = z.object({
  pageids: z.array(id),
  content: z.optional(map(z.string())),
  comparing: z.optional(map(z.union([z.string(), z.number()]))),
  count: z.optional(map(count)),
});

const toggleSchema = z.object({
  pageid: id,
  content: z.optional(z.nullable(z.string())),
  comparing: z.union([z.string(), z.number()]),
  count: z.optional(count),
});

/** Reads compare_html from an answer that is JSON, or a JSON string holding that JSON. */
export function readCompareHtml(value: unknown): string | null {
  let answer = value;
  for (let depth = 0; typeof answer === 'string' && depth < 2; depth++) {
    try {
      answer = JSON.parse(answer);
    } catch {
      return null;
    }
  }
  if (!answer || typeof answer !== 'object') return null;
  const html = (answer as { compare_html?: unknown }).compare_html;
  return typeof html === 'string' ? html : null;
}

const searchSchema = z.pipe(
  z.custom<unknown>((value) => readCompareHtml(value) !== null),
  z.transform((value) => readCompareHtml(value) ?? ''),
);

/** The bar's items from the theme's item markup (`.re-compare-item[data-compareid]`). */
export function parseCompareItems(html: string): CompareItem[] {
  const fragment = htmlToFragment(html);
  return Array.from(fragment.querySelectorAll<HTMLElement>('[data-compareid]')).map((el) => {
    const link = el.querySelector<HTMLAnchorElement>('.re-compare-title a') ?? el.querySelector<HTMLAnchorElement>('a[href]');
    const img = el.querySelector('img');
    const title = (el.querySelector('.re-compare-title')?.textContent ?? link?.textContent ?? img?.getAttribute('alt') ?? '').trim();
    return {
      id: String(el.dataset.compareid),
      title: title.replace(/\s+/g, ' '),
      url: safeUrl(link?.getAttribute('href')),
      image: safeUrl(img?.getAttribute('src'), { sameOrigin: false }),
    };
  });
}

/** Items for the ids of a group, in the group's order (an id without markup keeps a bare item). */
function itemsFor(ids: string[], html: string): CompareItem[] {
  const parsed = new Map(parseCompareItems(html).map((item) => [item.id, item]));
  return ids.map((itemId) => parsed.get(itemId) ?? { id: itemId, title: '', url: null, image: null });
}

const entry = <T>(source: Record<string, T> | unknown[] | undefined, key: string): T | undefined =>
  source && !Array.isArray(source) ? source[key] : undefined;

export async function fetchComparePanel(http: HttpClient, security: string): Promise<CompareGroupData[] | null> {
  const result = await http.adminAjax({ action: 're_compare_panel', security }, panelSchema);
  if (!result.ok) return null;
  const { pageids, content, comparing } = result.data;
  // The ids are the truth: a group's count is the length of its comparing list.
  return pageids.map((pageid) => {
    const ids = parseIds(entry(comparing, pageid));
    return { pageid, ids, items: itemsFor(ids, entry(content, pageid) ?? '') };
  });
}

export interface ToggleAnswer {
  pageid: string;
  ids: string[];
  item: CompareItem | null;
}

export async function toggleCompare(http: HttpClient, compareId: string, perform: 'add' | 'remove', security: string): Promise<ToggleAnswer | null> {
  const result = await http.adminAjax({ action: 're_add_compare', compareID: compareId, perform, security }, toggleSchema);
  if (!result.ok) return null;
  const ids = parseIds(result.data.comparing);
  const item = parseCompareItems(result.data.content ?? '').find((i) => i.id === compareId) ?? null;
  return { pageid: result.data.pageid, ids, item };
}

export interface SearchContext {
  posttype: string;
  terms: string;
  taxonomy: string;
}

/** The search results markup (compare_html), '' for none; null when the answer failed. */
export async function searchCompare(http: HttpClient, query: string, context: SearchContext, security: string, signal?: AbortSignal): Promise<string | null> {
  const result = await http.adminAjax({ action: 'add_to_compare_search', search_query: query, ...context, security }, searchSchema, { signal });
  return result.ok ? result.data : null;
}

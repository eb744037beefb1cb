import type { HttpClient } from './http';
import { check, isRecord } from './http';
import { htmlToFragment } from '../dom/html';
import { parseIds } from '../lib/compare';
import { safeUrl } from '../dom/browser';

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

/** An id as PHP prints it: a string or a number. */
const isId = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/** A count as PHP prints it (a number, or digits as a string; '' is 0). */
const isCount = (value: unknown): boolean => typeof value === 'number' || (typeof value === 'string' && /^\d*$/.test(value));

/** PHP prints an empty associative array as []: a map whose values all pass, or that empty list. */
function isMap(value: unknown, valid: (entry: unknown) => boolean): value is Record<string, unknown> | [] {
  return Array.isArray(value) ? value.length === 0 : isRecord(value) && Object.values(value).every(valid);
}

/** A map entry that may be missing. */
const optionalMap = (value: unknown, valid: (entry: unknown) => boolean) => value === undefined || isMap(value, valid);

interface PanelAnswer {
  pageids: string[];
  content?: Record<string, string> | [];
  comparing?: Record<string, string | number> | [];
}

export const panelAnswer = check((value): { value: PanelAnswer } | undefined => {
  if (!isRecord(value) || !Array.isArray(value.pageids) || !value.pageids.every(isId)) return undefined;
  const { content, comparing, count } = value;
  if (!optionalMap(content, (v) => typeof v === 'string') || !optionalMap(comparing, isId) || !optionalMap(count, isCount)) return undefined;
  return { value: { pageids: value.pageids.map(String), content: content as PanelAnswer['content'], comparing: comparing as PanelAnswer['comparing'] } };
});

interface ToggleAnswerData {
  pageid: string;
  content?: string | null;
  comparing: string | number;
}

export const toggleAnswer = check((value): { value: ToggleAnswerData } | undefined => {
  if (!isRecord(value) || !isId(value.pageid) || !isId(value.comparing)) return undefined;
  const { content, count } = value;
  if (!(content === undefined || content === null || typeof content === 'string') || !(count === undefined || isCount(count))) return undefined;
  return { value: { pageid: String(value.pageid), content, comparing: value.comparing } };
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

const searchAnswer = check((value) => {
  const html = readCompareHtml(value);
  return html === null ? undefined : { value: html };
});

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
  const result = await http.adminAjax({ action: 're_compare_panel', security }, panelAnswer);
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
  const result = await http.adminAjax({ action: 're_add_compare', compareID: compareId, perform, security }, toggleAnswer);
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
  const result = await http.adminAjax({ action: 'add_to_compare_search', search_query: query, ...context, security }, searchAnswer, { signal });
  return result.ok ? result.data : null;
}

import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useShop, useWidgetContext } from '../../mount/react/store-context';
import { t } from '../../src/i18n/t-lazy';
import { setUntrustedHtml } from '../../src/dom/untrusted-html';
import { debounce } from '../../src/lib/debounce';
import { adoptStyles } from '../../src/dom/styles';
import { searchCompare, type SearchContext } from '../../src/api/compare';
import { COMPARE_SEARCH_DELAY_MS, COMPARE_SEARCH_OVERFLOW_BELOW_HEIGHT_PX } from '../../src/config/constants';
import { syncCompareButtons } from './buttons';
import { COMPARE_BUTTON, GO_TO_COMPARISON } from './hooks';
import { useModalLayer } from './modal-layer';

const CSS = `
.comp-search .sw-comp-search-box{display:flex;gap:.5rem;align-items:center}
.comp-search .comp-search-input{flex:1;min-width:0;font:inherit;font-size:1.25rem;padding:.6rem .8rem;border:2px solid #b9c2b5;border-radius:6px}
.comp-search .comp-search-input:focus-visible{outline:3px solid #1565c0;outline-offset:1px}
.comp-search #btn_search_close{border:0;background:none;font-size:2rem;line-height:1;cursor:pointer;padding:.25rem .5rem}
.comp-search .comp-search-status{margin:.75rem 0;color:#333}
.comp-ajax-search-wrap.comp-ajax-search-overflow{max-height:60vh;overflow-y:auto}
.comp-ajax-search-wrap [role=button]{cursor:pointer}
.comp-ajax-search-wrap [role=button]:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
`;

type Results = { kind: 'none' } | { kind: 'found'; html: string } | { kind: 'empty' } | { kind: 'failed' };

/** An answer that holds no result rows (empty, or the theme's `.no-result` block). */
function hasNoResults(html: string): boolean {
  return html.trim() === '' || (/\bno-result\b/.test(html) && !/wpsm-button-new-compare/.test(html));
}

/** Theme result rows are divs and spans: make them keyboard controls, as buttons are. */
function enhanceResults(container: Element): void {
  container.querySelectorAll<HTMLElement>(`${COMPARE_BUTTON}, ${GO_TO_COMPARISON}`).forEach((el) => {
    if (el.matches('button, a[href]')) return;
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
  });
}

/**
 * The compare search overlay (SPEC §2): open from #btn_search, close with its button, Esc or a
 * click outside; searches 100 ms after typing pauses, only for what is typed in its own input,
 * never for an empty query, and never lets an older answer overwrite a newer one.
 */
export function CompareSearch({ root, context }: { root: Element; context: SearchContext }) {
  const { http, store, config } = useWidgetContext();
  const open = useShop((s) => s.compare.searchOpen);
  const setOpen = useShop((s) => s.compare.setSearchOpen);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>({ kind: 'none' });
  const [overflow, setOverflow] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const titleId = useId();
  const inputId = useId();
  const layer = useModalLayer(open, setOpen, inputRef);

  useEffect(() => adoptStyles('compare-search', CSS), []);

  /** Forgets every search on its way: its answer must not land any more. */
  const stopSearching = useCallback(() => {
    latest.current++;
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const run = useMemo(
    () =>
      debounce(async (text: string) => {
        stopSearching();
        const mine = latest.current;
        const controller = new AbortController();
        inFlight.current = controller;
        const html = await searchCompare(http, text, context, config.compare.comparenonce, controller.signal);
        if (mine !== latest.current) return; // a newer query (or a close) came after this one
        inFlight.current = null;
        setOverflow(window.innerHeight < COMPARE_SEARCH_OVERFLOW_BELOW_HEIGHT_PX);
        if (html === null) setResults({ kind: 'failed' });
        else setResults(hasNoResults(html) ? { kind: 'empty' } : { kind: 'found', html });
      }, COMPARE_SEARCH_DELAY_MS),
    [http, context, config, stopSearching],
  );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    if (text.trim() === '') {
      run.cancel();
      stopSearching();
      setResults({ kind: 'none' });
    } else {
      run(text);
    }
  };

  // The theme's state classes; closing empties the overlay for the next time.
  useEffect(() => {
    root.classList.toggle('comp-search-open', open);
    document.querySelector('.rh-outer-wrap')?.classList.toggle('rh-outer-wrap-move', open);
    if (!open) {
      run.cancel();
      stopSearching();
      setQuery('');
      setResults({ kind: 'none' });
    }
  }, [open, root, run, stopSearching]);

  useEffect(() => () => run.cancel(), [run]);

  // Result markup is server HTML: sanitised in, then its compare buttons show the store's state.
  useEffect(() => {
    const container = resultsRef.current;
    if (!container) return;
    if (results.kind === 'found') {
      setUntrustedHtml(container, results.html);
      enhanceResults(container);
      syncCompareButtons(container, store.getState().compare);
    } else {
      container.replaceChildren();
    }
  }, [results, store]);

  const status = results.kind === 'empty' ? t('noResults') : results.kind === 'failed' ? t('compareSearchFailed') : '';
  const shown = results.kind === 'found';

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role="dialog" comes from floatingProps (useRole)
    <div className="sw-comp-search-layer" ref={layer.setFloating} {...layer.floatingProps} aria-modal="true" aria-labelledby={titleId} hidden={!open}>
      <h2 id={titleId} className="screen-reader-text">
        {t('compareSearchTitle')}
      </h2>
      <div className="sw-comp-search-box">
        <label htmlFor={inputId} className="screen-reader-text">
          {t('compareSearchLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="comp-search-input"
          type="search"
          autoComplete="off"
          placeholder={t('compareSearchLabel')}
          value={query}
          onChange={onChange}
        />
        <button type="button" id="btn_search_close" aria-label={t('compareSearchClose')} onClick={() => setOpen(false)}>
          ×
        </button>
      </div>
      <p className="comp-search-status" role="status">
        {status}
      </p>
      <div
        ref={resultsRef}
        className={`comp-ajax-search-wrap${shown ? ' comp-ajax-search-open' : ''}${shown && overflow ? ' comp-ajax-search-overflow' : ''}`}
      />
    </div>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useShop } from '../../mount/react/store-context';
import { t } from '../../src/i18n/t-lazy';
import { adoptStyles } from '../../src/dom/styles';
import { navigateTo } from '../../src/dom/navigate';
import { comparisonBlocker, comparisonUrl } from '../../src/lib/compare';
import { COMPARE_ERROR_DISPLAY_MS } from '../../src/config/constants';
import type { CompareItem } from '../../src/api/compare';
import { useModalLayer } from './modal-layer';

export interface BarTab {
  pageid: string;
  url: string;
  label: string;
}

const CSS = `
#re-compare-bar-tabs{display:flex;flex-direction:column;gap:.75rem;padding:1rem;overflow:auto;flex:1}
#re-compare-bar-tabs>ul{display:flex;flex-wrap:wrap;gap:.25rem;list-style:none;margin:0;padding:0;border-bottom:2px solid #dde3da}
#re-compare-bar-tabs>ul>li{padding:.45rem .8rem;cursor:pointer;border-radius:6px 6px 0 0;font-weight:600;color:#2b2b2b}
#re-compare-bar-tabs>ul>li.current{background:#2e7d32;color:#fff}
#re-compare-bar-tabs>ul>li:focus-visible,#re-compare-bar .re-compare-new-close:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
.re-compare-wrap .re-compare-item{display:grid;grid-template-columns:auto 48px 1fr;gap:.5rem;align-items:center;padding:.5rem 0;border-bottom:1px solid #eef1ec}
.re-compare-wrap .re-compare-item.is-removing{opacity:.17}
.re-compare-wrap .re-compare-item img{width:48px;height:48px;object-fit:contain}
.re-compare-wrap .re-compare-title a{color:inherit;text-decoration:none}
.re-compare-new-close{border:0;background:none;color:#b71c1c;font-size:1.4rem;line-height:1;cursor:pointer;padding:0 .35rem}
.re-compare-empty{color:#555;margin:.5rem 0}
.re-compare-error{margin:0;padding:.5rem .75rem;border-left:4px solid #c62828;background:#fdecea;color:#8e1b1b}
`;

interface ErrorShown {
  text: string;
  seq: number;
}

/** The floating compare bar: a tab per group with its items, and 'go to comparison'. */
export function CompareBar({ tabs, title }: { tabs: BarTab[]; title?: string }) {
  const open = useShop((s) => s.compare.barOpen);
  const groups = useShop((s) => s.compare.groups);
  const items = useShop((s) => s.compare.items);
  const pending = useShop((s) => s.compare.pending);
  const lastPageId = useShop((s) => s.compare.lastPageId);
  const setBarOpen = useShop((s) => s.compare.setBarOpen);
  const [current, setCurrent] = useState(() => tabs.find((tab) => groups[tab.pageid]?.ids.length)?.pageid ?? tabs[0]?.pageid);
  const [error, setError] = useState<ErrorShown | null>(null);
  const tabRefs = useRef(new Map<string, HTMLLIElement>());
  const titleId = useId();
  const layer = useModalLayer(open, setBarOpen);

  useEffect(() => adoptStyles('compare-bar', CSS), []);

  // Opening the bar shows the group last changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening selects; a later change of group must not move the open bar
  useEffect(() => {
    if (open && lastPageId && tabs.some((tab) => tab.pageid === lastPageId)) setCurrent(lastPageId);
  }, [open]);

  // SPEC §5: the message goes after 4.5 s (a new click shows it anew, for another 4.5 s).
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), COMPARE_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const idsOf = (pageid: string | undefined) => (pageid ? (groups[pageid]?.ids ?? []) : []);
  const currentTab = tabs.find((tab) => tab.pageid === current);

  const select = (pageid: string, focus = false) => {
    setCurrent(pageid);
    if (focus) tabRefs.current.get(pageid)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(tabs[index]!.pageid);
    } else if (next !== undefined) {
      event.preventDefault();
      select(tabs[(next + tabs.length) % tabs.length]!.pageid, true);
    }
  };

  const goToComparison = () => {
    const ids = idsOf(current);
    const blocker = comparisonBlocker(ids.length);
    if (blocker) {
      setError((prev) => ({ text: t(blocker), seq: (prev?.seq ?? 0) + 1 }));
      return;
    }
    if (currentTab?.url) navigateTo(comparisonUrl(currentTab.url, ids));
  };

  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role="dialog" comes from floatingProps (useRole)
    <div className="rh-sslide-panel-wrap" ref={layer.setFloating} {...layer.floatingProps} aria-modal="true" aria-labelledby={titleId}>
      <div className="rh-sslide-panel-heading">
        <h2 id={titleId} className="rh-sslide-panel-title">
          {title ?? t('compareBarTitle')}
        </h2>
        <button type="button" className="rh-sslide-close-btn closecomparepanel" aria-label={t('close')} onClick={() => setBarOpen(false)}>
          ×
        </button>
      </div>
      <div id="re-compare-bar-tabs">
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the theme's tab markup (ul/li) and CSS, given the ARIA tabs roles */}
        <ul role="tablist" aria-label={t('compareGroups')}>
          {tabs.map((tab, index) => {
            const selected = tab.pageid === current;
            const ids = idsOf(tab.pageid);
            return (
              <li
                key={tab.pageid}
                ref={(el) => void (el ? tabRefs.current.set(tab.pageid, el) : tabRefs.current.delete(tab.pageid))}
                id={`${titleId}-tab-${tab.pageid}`}
                className={`re-compare-tab-${tab.pageid}${selected ? ' current' : ''}`}
                data-page={tab.pageid}
                data-url={tab.url}
                data-comparing={ids.join(',')}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the theme's tab markup (ul/li), given the ARIA tabs roles
                role="tab"
                aria-selected={selected}
                aria-controls={`${titleId}-panel-${tab.pageid}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(tab.pageid)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {tab.label} (<span>{ids.length}</span>)
              </li>
            );
          })}
        </ul>
        <div>
          {tabs.map((tab) => (
            <div
              key={tab.pageid}
              id={`${titleId}-panel-${tab.pageid}`}
              className={`re-compare-wrap re-compare-wrap-${tab.pageid}`}
              role="tabpanel"
              aria-labelledby={`${titleId}-tab-${tab.pageid}`}
              hidden={tab.pageid !== current}
            >
              {idsOf(tab.pageid).length ? (
                idsOf(tab.pageid).map((id) => <Item key={id} id={id} item={items[id]} removing={pending.includes(id)} />)
              ) : (
                <p className="re-compare-empty">{t('compareGroupEmptyList')}</p>
              )}
            </div>
          ))}
        </div>
        <button
          type="button"
          className="re-compare-destin wpsm-button rehub_main_btn"
          data-compareurl={currentTab?.url ? comparisonUrl(currentTab.url, idsOf(current)) : ''}
          onClick={goToComparison}
        >
          {t('compareGo')}
        </button>
        {error && (
          <p key={error.seq} className="re-compare-error" role="alert">
            {error.text}
          </p>
        )}
      </div>
    </div>
  );
}

/** One product of a group; its remove button is handled by the compare behaviour (delegated). */
function Item({ id, item, removing }: { id: string; item?: CompareItem; removing: boolean }) {
  const name = item?.title || `#${id}`;
  return (
    <div className={`re-compare-item compare-item-${id}${removing ? ' is-removing' : ''}`} data-compareid={id} aria-busy={removing || undefined}>
      <button type="button" className="re-compare-new-close" aria-label={t('compareRemoveItem', { name })}>
        ×
      </button>
      <div className="re-compare-img">
        {/* biome-ignore-start lint/a11y/useAnchorContent: a mouse shortcut hidden from assistive technology; the item's named link follows */}
        {item?.image &&
          (item.url ? (
            <a href={item.url} tabIndex={-1} aria-hidden="true">
              <img src={item.image} alt="" width={48} height={48} />
            </a>
          ) : (
            <img src={item.image} alt="" width={48} height={48} />
          ))}
        {/* biome-ignore-end lint/a11y/useAnchorContent: see above */}
      </div>
      <div className="re-compare-title">{item?.url ? <a href={item.url}>{name}</a> : name}</div>
    </div>
  );
}

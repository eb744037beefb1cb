import type { Cleanup, WidgetContext } from '../../mount/types';
import { openLayer, type Layer } from '../../src/dom/focus-model';
import { answerCode, type AnswerCode } from './drawing';

/**
 * The sliding cart panel on the theme's own markup (kept as it is, so the theme's CSS applies):
 * a modal drawer — labelled, focus moved in and trapped, Esc / backdrop / close button close it,
 * focus returns to the opener, the rest of the page inert meanwhile. Showing and hiding it (the
 * `.active` class the theme's CSS shows, the mini-cart from the store, its reload) is part of the
 * answer's code (answer.ts), so that an add's line shows before this code has come: open() makes
 * the shown panel a dialog. Open is the `.active` class: there is no other open state.
 *
 * answer.ts is reached through the cart's one loader (drawing.ts), not
 * imported: this chunk and the answer's would otherwise share it as a third chunk, which the
 * answer's would fetch only once it has come (one more round trip on a cold click). That code
 * activates this island, so it is there; a theme that mounts the panel itself (`data-load-on`)
 * waits for it.
 *
 * Not a React island: the drawer is server markup styled by the theme, and re-rendering it in
 * React would duplicate the theme's ids. Focus and inert come from the shared focus model.
 */
export function connect(root: Element, ctx: WidgetContext): Cleanup {
  const code = answerCode(ctx.cart);
  const loaded = code.now();
  if (loaded) return asDialog(loaded, root as HTMLElement, ctx);
  let gone = false;
  let cleanup: Cleanup | undefined;
  code.load().then(
    (loaded) => {
      if (!gone) cleanup = asDialog(loaded, root as HTMLElement, ctx);
    },
    () => {},
  );
  return () => {
    gone = true;
    cleanup?.();
  };
}

function asDialog({ closesPanel, hidePanel, registerCartPanel, showPanel, CLOSE_BUTTON }: AnswerCode, panel: HTMLElement, ctx: WidgetContext): Cleanup {
  const wrap = panel.querySelector<HTMLElement>('.rh-sslide-panel-wrap') ?? panel;
  const title = panel.querySelector<HTMLElement>('.rh-sslide-panel-title, h2, h3');
  if (title && !title.id) title.id = 'rh-woo-cart-panel-title';
  wrap.setAttribute('role', 'dialog');
  wrap.setAttribute('aria-modal', 'true');
  if (title) wrap.setAttribute('aria-labelledby', title.id);
  // A theme without a title (Rehub prints one): its strings only then, not on the way to focus.
  else void import('../../src/i18n/t-lazy').then(({ t }) => wrap.setAttribute('aria-label', t('cartPanelTitle')));

  let layer: Layer | null = null;
  const isOpen = () => panel.classList.contains('active');

  const open = () => {
    if (layer) return;
    if (!isOpen()) showPanel(ctx, panel);
    // The panel is its own backdrop (a click on it closes): it stays live around the dialog.
    layer = openLayer({
      dialog: wrap,
      alsoLive: [panel],
      initialFocus: () => panel.querySelector<HTMLElement>(CLOSE_BUTTON),
      onEscape: close,
      // After an add, the drawer with its new line is painted before the page behind goes inert.
      afterPaint: true,
    });
  };

  function close(): void {
    if (!isOpen()) return;
    hidePanel(ctx, panel);
    layer?.release();
    layer = null;
  }

  const onClick = (event: MouseEvent) => {
    if (closesPanel(panel, event.target as Element)) {
      event.preventDefault();
      close();
    }
  };
  const unregister = registerCartPanel(panel, { open });
  panel.addEventListener('click', onClick);

  return () => {
    close();
    unregister();
    panel.removeEventListener('click', onClick);
  };
}

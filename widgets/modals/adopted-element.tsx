import { useLayoutEffect, useRef } from 'react';

/**
 * Shows a server-printed element inside a dialog by moving it in (not copying it), so its form,
 * what the shopper typed and its listeners stay; it goes back to where it was on close.
 */
export function AdoptedElement({ element, className }: { element: HTMLElement; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const placeholder = document.createComment('shop-widgets: pop-up is open');
    element.before(placeholder);
    const wasHidden = element.hidden;
    element.hidden = false;
    element.classList.add('active');
    container.append(element);
    return () => {
      element.classList.remove('active');
      element.hidden = wasHidden;
      if (placeholder.isConnected) placeholder.replaceWith(element);
      else element.remove();
    };
  }, [element]);
  return <div ref={ref} className={className} />;
}

/**
 * The titles a pop-up may print: headings, our .pm-title, generic pop-ups' .csspopup-title and
 * the Rehub theme's `div.re_title_inmodal` (its login / register / reset pop-ups have no heading).
 */
const TITLE = 'h1, h2, h3, h4, h5, h6, .pm-title, .csspopup-title, .re_title_inmodal';

/** The id of the element's title (given one if needed), to label the dialog with. */
export function headingId(element: HTMLElement): string | undefined {
  const heading = element.querySelector<HTMLElement>(TITLE);
  if (!heading) return undefined;
  if (!heading.id) heading.id = `${element.id || 'sw-popup'}-title`;
  return heading.id;
}

/**
 * The script brings its own CSS: each widget adopts its stylesheet once, when it first needs it.
 * Constructable stylesheets need no inline <style> (strict CSP friendly); a <style> element is
 * the fallback where they are missing.
 */
const adopted = new Set<string>();

export function adoptStyles(id: string, cssText: string, doc: Document = document): void {
  if (adopted.has(id)) return;
  adopted.add(id);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    const style = doc.createElement('style');
    style.dataset.shopWidgets = id;
    style.textContent = cssText;
    doc.head.append(style);
  }
}

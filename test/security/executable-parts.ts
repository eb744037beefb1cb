/**
 * What in a piece of DOM could still run script, judged independently of the sanitisers (so a
 * test does not check a rule against itself): script-bearing elements, inline handlers, and URL
 * values whose parsed scheme runs code (javascript:, vbscript:, data: documents), including the
 * values an SVG animation can write into a link.
 */
const RUNNING_ELEMENTS = 'script, iframe[srcdoc], object, embed, applet, base, meta[http-equiv], frame';
const URL_NAMES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'srcset'];

function runsCode(value: string, base: string): boolean {
  const candidates = value.split(/[;,]/).map((v) => v.trim().split(/\s+/)[0] ?? '');
  return candidates.some((candidate) => {
    try {
      const url = new URL(candidate, base);
      return (
        url.protocol === 'javascript:' || url.protocol === 'vbscript:' || (url.protocol === 'data:' && !/^data:image\/(png|jpe?g|gif|webp)/i.test(url.href))
      );
    } catch {
      return false;
    }
  });
}

export function executableParts(root: ParentNode, base = 'https://shop.example/'): string[] {
  const found: string[] = [];
  root.querySelectorAll(RUNNING_ELEMENTS).forEach((el) => found.push(`<${el.localName}>`));
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${el.localName}[${name}]`);
      if (URL_NAMES.includes(name) && runsCode(attr.value, base)) found.push(`${el.localName}[${name}=${attr.value}]`);
    }
    if (/^(animate|set)$/i.test(el.localName)) {
      const target = (el.getAttribute('attributeName') ?? '').toLowerCase();
      const values = ['values', 'from', 'to', 'by'].map((n) => el.getAttribute(n) ?? '').join(';');
      if (target.startsWith('on') || (/href$/.test(target) && runsCode(values, base))) found.push(`<${el.localName} ${target}>`);
    }
    if (el.localName === 'template') found.push(...executableParts((el as HTMLTemplateElement).content, base));
  });
  return found;
}

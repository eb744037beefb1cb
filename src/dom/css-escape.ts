/**
 * CSS.escape for identifiers (class names built from cart keys), for the places CSS.escape is
 * missing (older engines, jsdom). Per CSSOM: characters outside [A-Za-z0-9_-] and a leading
 * digit are escaped as code points.
 */
export function cssEscape(value: string): string {
  const native = (globalThis as { CSS?: { escape?: (v: string) => string } }).CSS?.escape;
  if (native) return native(value);
  return Array.from(value)
    .map((char, i) => {
      if (/[A-Za-z_-]/.test(char) || (/[0-9]/.test(char) && i > 0) || char.charCodeAt(0) > 0x7f) return char;
      return `\\${char.codePointAt(0)!.toString(16)} `;
    })
    .join('');
}

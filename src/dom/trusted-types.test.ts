import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { htmlToFragment, HtmlRefusedError, setHtml } from './html';
import { setUntrustedHtml } from './untrusted-html';
import { htmlInsertionRefused, resetHtmlPolicy } from './browser';

beforeEach(resetHtmlPolicy);
afterEach(resetHtmlPolicy);

describe('Trusted Types', () => {
  it('creates one policy named shop-widgets and inserts through it, on both paths', () => {
    const created: string[] = [];
    const wrapped: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createHTML(s: string): string }) => {
        created.push(name);
        return { createHTML: (s: string) => (wrapped.push(s), rules.createHTML(s)), createScriptURL: () => '' };
      },
    });
    setHtml(document.createElement('div'), '<b>a</b>');
    const host = document.createElement('div');
    expect(setUntrustedHtml(host, '<i>b</i>')).toBe(true);
    expect(host.innerHTML).toBe('<i>b</i>');
    expect(created).toEqual(['shop-widgets']);
    expect(wrapped).toContain('<b>a</b>');
  });

  it('when the CSP refuses the policy: one console error naming "trusted-types shop-widgets", and no HTML is inserted', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw new TypeError("Refused to create a TrustedTypePolicy named 'shop-widgets'");
      },
    });
    expect(() => htmlToFragment('<b>a</b>')).toThrow(HtmlRefusedError);
    const host = document.createElement('div');
    host.textContent = 'server';
    expect(setUntrustedHtml(host, '<b>a</b>')).toBe(false);
    expect(host.textContent).toBe('server');
    expect(htmlInsertionRefused()).toBe(true);
    // The error's words come in a chunk of their own (only such a page fetches them).
    await vi.dynamicImportSettled();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]!.join(' '))).toContain('trusted-types shop-widgets');
  });

  it('dispatches a refused policy once as shop-widgets:error, for an error tracker', () => {
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('shop-widgets:error', listen);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusal = new TypeError("Refused to create a TrustedTypePolicy named 'shop-widgets'");
    vi.stubGlobal('trustedTypes', {
      createPolicy: () => {
        throw refusal;
      },
    });
    expect(setUntrustedHtml(document.createElement('div'), '<b>a</b>')).toBe(false);
    expect(setUntrustedHtml(document.createElement('div'), '<b>b</b>')).toBe(false);
    document.removeEventListener('shop-widgets:error', listen);
    expect(heard.map((event) => event.detail)).toEqual([{ widget: null, phase: 'trusted-types', error: refusal }]);
  });

  it('without Trusted Types in the browser, HTML is inserted as before', () => {
    expect(htmlInsertionRefused()).toBe(false);
    expect(htmlToFragment('<b>a</b>').firstElementChild?.outerHTML).toBe('<b>a</b>');
  });
});

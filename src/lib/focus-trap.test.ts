import { describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { trapFocus } from './focus-trap';

describe('trapFocus', () => {
  it('wraps Tab and Shift+Tab inside the container, skips hidden parts, and calls onEscape on Esc', () => {
    document.body.innerHTML = `<button id="outside">buiten</button><div id="box"><button id="a">a</button><div hidden><a href="/x" id="hidden">x</a></div><a href="/b" id="b">b</a></div>`;
    const onEscape = vi.fn();
    const release = trapFocus(document.getElementById('box')!, onEscape);
    document.getElementById('b')!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement?.id).toBe('a');
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.id).toBe('b');
    document.getElementById('outside')!.focus();
    expect(document.activeElement?.id).toBe('a');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    release();
    document.getElementById('outside')!.focus();
    expect(document.activeElement?.id).toBe('outside');
  });
});

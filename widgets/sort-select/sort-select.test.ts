import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { loadPage, startWidgets } from '../../test/helpers/page';

/** Catches the form submission (jsdom cannot navigate) and records the values sent. */
function catchSubmit(form: HTMLFormElement) {
  const submitted: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString());
  });
  return submitted;
}

describe('sort select', () => {
  it('submits its form as soon as it changes', async () => {
    await loadPage('/shop/');
    startWidgets();
    const select = document.querySelector<HTMLSelectElement>('.woocommerce-ordering select.orderby')!;
    const submitted = catchSubmit(select.form!);
    select.value = 'price';
    fireEvent.change(select);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toContain('orderby=price');
  });

  it("the theme's nice-select list sets the select and submits", async () => {
    await loadPage('/aanbiedingen/?nice=1');
    startWidgets();
    const form = document.querySelector<HTMLFormElement>('form.woocommerce-ordering')!;
    const submitted = catchSubmit(form);
    fireEvent.click(form.querySelector('li.option[data-value="price-desc"]')!);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(form.querySelector<HTMLSelectElement>('select.orderby')!.value).toBe('price-desc');
    expect(submitted[0]).toContain('orderby=price-desc');
    fireEvent.click(form.querySelector('li.option[data-value="price-desc"]')!); // already chosen
    expect(submitted).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MSG } from '@tillwise/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { CAKE, envelope, TEA } from '../../test/order-fixtures';
import { renderAt } from '../../test/render';
import { EntryRow } from './entry-row';
import { adminOrderRules, type EntryRules, NEW_SALE_RULES } from './rules';
import type { VariantChoice } from './variant-choices';

const EMPTY = { barcode: '', name: '', quantity: '', price: '', discount: '' };

/** The smallest screen state over the shared row: what a pick fills, and the notice. */
function Row({ rules }: { rules: EntryRules }) {
  const [values, setValues] = useState(EMPTY);
  const [picked, setPicked] = useState<VariantChoice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <EntryRow
      rules={rules}
      labels={{ barcode: 'Barcode', name: 'Product name', price: 'Price' }}
      model={{
        values,
        picked,
        errors: {},
        notice,
        addDisabled: false,
        type: (field, text) => {
          setPicked(null);
          setNotice(null);
          setValues((v) => ({ ...v, [field]: text }));
        },
        set: (field, text) => setValues((v) => ({ ...v, [field]: text })),
        pick: (choice) => {
          setPicked(choice);
          setValues({ ...EMPTY, barcode: choice.product.bar_code, name: choice.product.name, quantity: '1' });
        },
        setNotice,
        add: () => false,
        clear: () => setValues(EMPTY),
      }}
      batch={null}
    />
  );
}

function serve() {
  return fakeApi({
    'GET /api/product/': (_, url) => {
      const code = url.searchParams.get('bar_code');
      const name = url.searchParams.get('name__icontains') ?? '';
      const all = [CAKE, TEA];
      const found = code
        ? all.filter((p) => p.bar_code === code)
        : all.filter((p) => p.name.toLowerCase().includes(name.toLowerCase()));
      return { status: 200, body: envelope(found) };
    },
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the shared entry row', { timeout: 20_000 }, () => {
  it('New Sale looks a barcode up on Enter only, then hands the keyboard to the quantity', async () => {
    const api = serve();
    renderAt(<Row rules={NEW_SALE_RULES} />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('Barcode'), CAKE.bar_code);
    // A scanner ends with Enter: nothing is asked of the server before it.
    expect(api.mock.calls).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(field('Quantity')));
    expect(field('Product name').value).toBe('Cake');
  });

  it('the Admin Order chooses a typed barcode’s only match without Enter, and the quantity takes the keyboard', async () => {
    serve();
    renderAt(<Row rules={adminOrderRules('from')} />);
    const user = userEvent.setup({ delay: null });
    await user.type(field('Barcode'), CAKE.bar_code);
    await waitFor(() => expect(field('Product name').value).toBe('Cake'), { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(field('Quantity')));
  });

  it('says an unknown barcode was not found, on both screens', async () => {
    serve();
    for (const rules of [NEW_SALE_RULES, adminOrderRules('to')]) {
      const view = renderAt(<Row rules={rules} />);
      const user = userEvent.setup({ delay: null });
      await user.type(field('Barcode'), '0000000000000{Enter}');
      expect(await screen.findByText(ORDER_MSG.selectFromResults)).toBeTruthy();
      view.unmount();
    }
  });

  it('lists the price each screen works in, and leaves out-of-stock variants unchosen where the order sells from stock', async () => {
    serve();
    for (const [rules, header] of [
      [NEW_SALE_RULES, 'Sale price'],
      [adminOrderRules('to'), 'Cost price'],
    ] as const) {
      const view = renderAt(<Row rules={rules} />);
      const user = userEvent.setup({ delay: null });
      await user.type(field('Product name'), 'tea');
      const results = await screen.findByRole('listbox', { name: 'Product results' });
      expect(within(results).getByText(header)).toBeTruthy();
      expect(within(results).getByText(ORDER_MSG.outOfStock)).toBeTruthy();
      await user.keyboard('{Enter}');
      expect(field('Product name').value).toBe('tea');
      view.unmount();
    }
  });

  it('moves through the results with the arrow keys, wrapping round, and Enter picks the highlighted one', async () => {
    serve();
    renderAt(<Row rules={adminOrderRules('from')} />);
    const user = userEvent.setup({ delay: null });
    // "a" matches the cake and the tea; a purchase may choose either.
    await user.type(field('Product name'), 'a');
    const results = await screen.findByRole('listbox', { name: 'Product results' });
    const selected = () =>
      within(results)
        .getAllByRole('option')
        .findIndex((o) => o.ariaSelected === 'true');
    expect(selected()).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field('Product name').value).toBe('Tea'));
    expect(document.activeElement).toBe(field('Quantity'));
  });
});

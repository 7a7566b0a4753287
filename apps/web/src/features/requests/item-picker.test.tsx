import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { field } from '../../test/fields';
import { CAKE, envelope, TEA } from '../../test/order-fixtures';
import { renderAt } from '../../test/render';
import { ItemPicker } from './item-picker';

describe("Send Request's item picker", () => {
  it('works from the keyboard: type, arrows, Enter picks, the quantity, Enter adds, and the search has the keyboard again', async () => {
    fakeApi({ 'GET /api/product/': () => ({ status: 200, body: envelope([CAKE, TEA]) }) });
    const onAdd = vi.fn();
    renderAt(<ItemPicker onAdd={onAdd} taken={[]} />);
    const user = userEvent.setup();
    const search = field(/^Product/);
    await user.type(search, 'a');
    const options = await screen.findAllByRole('option');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    const quantity = field(/^Quantity/);
    await waitFor(() => expect(document.activeElement).toBe(quantity));
    await user.keyboard('3{Enter}');
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ variant: TEA.product_variant[0]?.id, quantity: '3' }),
    );
    expect(document.activeElement).toBe(search);
    expect(screen.queryByRole('option')).toBeNull();
  });
});

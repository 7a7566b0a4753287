import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { CAKE, envelope, TEA } from '../../test/order-fixtures';
import { renderAt } from '../../test/render';
import { TouchGrid } from './touch-grid';

const PICTURE = 'http://till.test/media/product-images/0123456789abcdef0123456789abcdef.png';

function renderGrid() {
  fakeApi({
    'GET /api/category/': () => ({
      status: 200,
      body: envelope([{ id: 3, name: 'Bakery', description: '' }]),
    }),
    'GET /api/product/': () => ({
      status: 200,
      body: envelope([
        { ...CAKE, image_url: PICTURE },
        { ...TEA, image_url: null },
      ]),
    }),
  });
  renderAt(<TouchGrid userId={1} returnOrder={false} onPick={() => {}} onKey={() => {}} />);
}

describe('the touch grid’s tiles', () => {
  it('show the product’s picture, and its initial when it has none or the picture fails to load', async () => {
    renderGrid();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Bakery'));
    const cake = await screen.findByRole('button', { name: /^Cake/ });
    const picture = within(cake).getByTestId('touch-tile-image') as HTMLImageElement;
    expect(picture.src).toBe(PICTURE);
    expect(within(cake).queryByText('C')).toBeNull();

    const tea = screen.getByRole('button', { name: /^Tea/ });
    expect(within(tea).queryByTestId('touch-tile-image')).toBeNull();
    expect(within(tea).getByText('T')).toBeTruthy();

    // Offline, say: the picture does not load, and the initial takes its place.
    fireEvent.error(picture);
    expect(within(cake).queryByTestId('touch-tile-image')).toBeNull();
    expect(within(cake).getByText('C')).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type ProductWire } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { CAKE, envelope } from '../../../test/order-fixtures';
import { renderRoutes } from '../../../test/render';
import { ProductFormPage } from './product-form-page';

const PICTURE = 'http://till.test/media/product-images/0123456789abcdef0123456789abcdef.png';

function renderEdit(product: ProductWire) {
  const sent: { method: string; body: unknown }[] = [];
  fakeApi({
    'GET /api/unit/': () => ({ status: 200, body: envelope([]) }),
    'GET /api/category/': () => ({ status: 200, body: envelope([]) }),
    [`GET /api/product/${product.id}`]: () => ({ status: 200, body: product }),
    [`PUT /api/product/${product.id}/`]: () => ({ status: 200, body: product }),
    [`PATCH /api/product/${product.id}/image/`]: (init) => {
      sent.push({ method: 'PATCH', body: init?.body });
      return { status: 200, body: { image_url: null } };
    },
  });
  renderRoutes(
    [
      { path: '/product/edit/:productId', element: <ProductFormPage /> },
      { path: '/products', element: <p>Products list</p> },
    ],
    `/product/edit/${product.id}`,
  );
  return sent;
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const update = () => screen.getByRole('button', { name: 'Update' });

describe('the product form’s picture', () => {
  it('refuses a file over 2 MB before sending it, then uploads a good one after the product is saved', async () => {
    const sent = renderEdit({ ...CAKE, image_url: null });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('No picture yet')).toBeTruthy();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(screen.getByText(MSG.imageTooLarge)).toBeTruthy();
    expect(update()).toHaveProperty('disabled', true);

    const good = new File([new Uint8Array([137, 80, 78, 71])], 'cake.png', { type: 'image/png' });
    await user.upload(fileInput(), good);
    expect(screen.queryByText(MSG.imageTooLarge)).toBeNull();
    await user.click(update());
    expect(await screen.findByText('Products list')).toBeTruthy();
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as FormData;
    expect((body.get('image_url') as File).name).toBe('cake.png');
  });

  it('shows the stored picture and removes it on Update', async () => {
    const sent = renderEdit({ ...CAKE, image_url: PICTURE });
    const user = userEvent.setup({ delay: null });
    const preview = (await screen.findByAltText('Picture preview')) as HTMLImageElement;
    expect(preview.src).toBe(PICTURE);
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('No picture yet')).toBeTruthy();
    await user.click(update());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toBe(JSON.stringify({ image_url: null }));
  });
});

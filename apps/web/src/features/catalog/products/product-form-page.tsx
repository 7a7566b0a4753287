import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ProductWire } from '@tillwise/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { showError } from '../../../components/global-error';
import { PageLoading } from '../../../components/loading-modal';
import { describeApiError, isApiError } from '../../../lib/api-error';
import { useDeleteVariant } from '../api/delete-variant';
import { useProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import { generalMessage, saveFailure } from '../form-errors';
import { ProductForm } from './product-form';
import { useProductForm, type VariantRow } from './use-product-form';

const routeId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** `/product/create` and `/product/edit/:productId` (spec 2.7): saving goes back to the list. */
export function ProductFormPage() {
  const { productId } = useParams();
  const id = routeId(productId);
  const product = useProduct(id);
  if (productId !== undefined && id === null) return <Navigate to="/404" replace />;
  if (id === null) return <ProductEditor product={null} />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404) return <Navigate to="/404" replace />;
    return (
      <Alert color="red" title="Could not load this product" role="alert" maw={720}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {isApiError(product.error) ? describeApiError(product.error) : product.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => product.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!product.data) return <PageLoading />;
  return <ProductEditor key={product.data.id} product={product.data} />;
}

function ProductEditor({ product }: { product: ProductWire | null }) {
  const navigate = useNavigate();
  const form = useProductForm(product ?? undefined);
  const save = useSaveProduct(product?.id ?? null);
  const removeVariant = useDeleteVariant();
  const [pending, setPending] = useState<VariantRow | null>(null);

  const submit = () =>
    save.mutate(form.payload(product?.id ?? null), {
      onSuccess: () => navigate('/products'),
      onError: (error) => {
        const failure = saveFailure(error);
        form.setServerErrors(failure.fields);
        if (failure.general.length > 0) showError(generalMessage(failure.general));
      },
    });

  const confirmRemove = () => {
    const row = pending;
    if (!row?.id) return;
    removeVariant.mutate(row.id, {
      onSuccess: () => form.removeRow(row.key),
      onError: (error) => showError(generalMessage(saveFailure(error).general)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <ProductForm
        form={form}
        editing={product !== null}
        saving={save.isPending}
        onSubmit={submit}
        onRemoveVariant={(row) => (row.id ? setPending(row) : form.removeRow(row.key))}
      />
      <ConfirmModal
        opened={pending !== null}
        title="Delete variant"
        danger
        busy={removeVariant.isPending}
        confirmLabel="Delete"
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      >
        Delete the variant{' '}
        {[pending?.color, pending?.size].filter(Boolean).join(' ') || 'without colour or size'} of{' '}
        <b>{product?.name}</b>?
      </ConfirmModal>
    </>
  );
}

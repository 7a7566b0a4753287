import { Alert, Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ProductWire } from '@tillwise/domain';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { showError } from '../../../components/global-error';
import { PageLoading } from '../../../components/loading-modal';
import { useT } from '../../../i18n';
import { describeApiError, isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { useDeleteVariant } from '../api/delete-variant';
import { useProduct } from '../api/get-product';
import { useTaxCategories } from '../api/list-tax-categories';
import { useUnits } from '../api/list-units';
import { useSaveProduct } from '../api/save-product';
import { saveProductUnit } from '../api/save-product-unit';
import { generalMessage, saveFailure } from '../form-errors';
import { sayAll, useCatalogMessage } from '../messages';
import { ProductForm } from './product-form';
import { type NewUnitBody, UnitsSection } from './units-section';
import { useProductForm, type VariantRow } from './use-product-form';
import { useProductPicture } from './use-product-picture';

const routeId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** `/product/create` and `/product/edit/:productId` (spec 2.7): saving goes back to the list. */
export function ProductFormPage() {
  const t = useT();
  const { productId } = useParams();
  const id = routeId(productId);
  const product = useProduct(id);
  if (productId !== undefined && id === null) return <Navigate to={paths.notFound.to()} replace />;
  if (id === null) return <ProductEditor product={null} />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404)
      return <Navigate to={paths.notFound.to()} replace />;
    return (
      <Alert color="red" title={t('catalog.product.loadFailed')} role="alert" maw={720}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {isApiError(product.error) ? describeApiError(product.error) : product.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => product.refetch()}>
            {t('catalog.product.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!product.data) return <PageLoading />;
  return <ProductEditor key={product.data.id} product={product.data} />;
}

function ProductEditor({ product }: { product: ProductWire | null }) {
  const t = useT();
  const say = useCatalogMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const taxCategories = useTaxCategories();
  const thirdSchedule = new Set((taxCategories.data ?? []).filter((c) => c.third_schedule).map((c) => c.id));
  const defaultTaxCategory = taxCategories.data?.find((c) => c.is_default && c.is_active)?.id ?? null;
  const form = useProductForm(product ?? undefined, thirdSchedule, defaultTaxCategory);
  const picture = useProductPicture(product?.image_url ?? null);
  const save = useSaveProduct(product?.id ?? null);
  const removeVariant = useDeleteVariant();
  const [pending, setPending] = useState<VariantRow | null>(null);
  const [sendingPicture, setSendingPicture] = useState(false);
  /** Add New: the trade units defined before the product is saved, added right after it. */
  const [draftUnits, setDraftUnits] = useState<NewUnitBody[]>([]);
  const baseUnits = useUnits();
  const baseName =
    baseUnits.data?.find((u) => String(u.id) === form.draft.unit)?.name ?? t('catalog.product.basePiece');

  /**
   * A new product is saved: its units go next, one by one (each with its Idempotency-Key). A refused
   * one (a barcode taken since) says why, and the product's Edit screen opens to put it right.
   */
  async function sendUnits(saved: ProductWire): Promise<boolean> {
    const refused: string[] = [];
    for (const body of draftUnits) {
      try {
        await saveProductUnit(saved.id, null, body);
      } catch (error) {
        const failure = saveFailure(error);
        refused.push(
          `${body.name}: ${[...Object.values(failure.fields), ...failure.general].map(say).join(' ')}`,
        );
      }
    }
    if (refused.length === 0) return true;
    showError(t('catalog.product.unitsNotSaved', { units: refused.join('; ') }));
    await queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
    navigate(paths.editProduct.to({ productId: saved.id }), { replace: true });
    return false;
  }

  /** The product is saved: its picture goes next; a refused picture keeps the form open at it. */
  async function sendPicture(saved: ProductWire) {
    setSendingPicture(true);
    try {
      await picture.send(saved.id);
    } catch (error) {
      const failure = saveFailure(error);
      const message = failure.fields.image_url ?? generalMessage(failure.general);
      if (product) picture.setServerError(failure.fields.image_url);
      if (!product || !failure.fields.image_url) {
        showError(t('catalog.product.pictureNotSaved', { reason: String(sayAll(say, message)) }));
      }
      // A new product is edited from here on, so a second try does not add it again.
      if (!product) navigate(paths.editProduct.to({ productId: saved.id }), { replace: true });
      return;
    } finally {
      setSendingPicture(false);
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.catalog() });
    navigate(paths.products.to());
  }

  const submit = () =>
    save.mutate(form.payload(), {
      onSuccess: async (saved) => {
        if (!product && draftUnits.length > 0 && !(await sendUnits(saved))) return;
        await sendPicture(saved);
      },
      onError: (error) => {
        const failure = saveFailure(error);
        form.setServerErrors(failure.fields);
        if (failure.general.length > 0) showError(sayAll(say, generalMessage(failure.general)));
      },
    });

  const confirmRemove = () => {
    const row = pending;
    if (!row?.id) return;
    removeVariant.mutate(row.id, {
      onSuccess: () => form.removeRow(row.key),
      onError: (error) => showError(sayAll(say, generalMessage(saveFailure(error).general))),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <ProductForm
        form={form}
        editing={product !== null}
        picture={picture}
        saving={save.isPending || sendingPicture}
        onSubmit={submit}
        onRemoveVariant={(row) => (row.id ? setPending(row) : form.removeRow(row.key))}
      />
      {product ? (
        <UnitsSection product={product} />
      ) : (
        <UnitsSection
          product={null}
          baseName={baseName}
          barCode={form.draft.bar_code}
          drafts={draftUnits}
          onDrafts={setDraftUnits}
        />
      )}
      <ConfirmModal
        opened={pending !== null}
        title={t('catalog.product.deleteVariantTitle')}
        danger
        busy={removeVariant.isPending}
        confirmLabel={t('catalog.delete')}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      >
        {t('catalog.product.deleteVariantBody', {
          variant:
            [pending?.color, pending?.size].filter(Boolean).join(' ') || t('catalog.product.variantPlain'),
          product: product?.name ?? '',
        })}
      </ConfirmModal>
    </>
  );
}

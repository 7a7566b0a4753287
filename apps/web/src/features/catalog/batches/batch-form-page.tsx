import type { BatchWire, ProductWire } from '@tillwise/domain';
import { Navigate, useNavigate, useParams } from 'react-router';
import { showError } from '../../../components/global-error';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/loading-modal';
import { useT } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useProduct } from '../api/get-product';
import { useSaveBatch } from '../api/save-batch';
import { generalMessage, saveFailure } from '../form-errors';
import { sayAll, useCatalogMessage } from '../messages';
import { BatchForm } from './batch-form';
import { useBatchForm } from './use-batch-form';

const routeId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

interface Editing {
  product: ProductWire;
  variantId: number;
  batch: BatchWire;
}

/**
 * `/Addbatch` and `/batch/edit/:productId/:productVariantId/:batchId` (spec 2.8). The batch is
 * found in its product's nested variants, as the original does; an id that names nothing is a 404.
 */
export function BatchFormPage() {
  const t = useT();
  const params = useParams();
  const productId = routeId(params.productId);
  const product = useProduct(productId);
  if (params.batchId === undefined) return <BatchEditor editing={null} />;
  if (productId === null) return <Navigate to={paths.notFound.to()} replace />;
  if (product.isError) {
    if (isApiError(product.error) && product.error.status === 404)
      return <Navigate to={paths.notFound.to()} replace />;
    // A failed load (the server down, a dropped connection) is not a batch that does not exist.
    return (
      <LoadFailed
        what={t('catalog.batch.loadWhat')}
        error={product.error}
        onRetry={() => product.refetch()}
      />
    );
  }
  if (!product.data) return <PageLoading />;
  const variant = product.data.product_variant.find((v) => v.id === routeId(params.productVariantId));
  const batch = variant?.batch.find((b) => b.id === routeId(params.batchId));
  if (!variant || !batch) return <Navigate to={paths.notFound.to()} replace />;
  return <BatchEditor key={batch.id} editing={{ product: product.data, variantId: variant.id, batch }} />;
}

function BatchEditor({ editing }: { editing: Editing | null }) {
  const say = useCatalogMessage();
  const navigate = useNavigate();
  const form = useBatchForm(editing ?? undefined);
  const save = useSaveBatch(editing?.batch.id ?? null);
  const submit = () =>
    save.mutate(form.payload(), {
      onSuccess: () => navigate(paths.batches.to()),
      onError: (error) => {
        const failure = saveFailure(error);
        form.setServerErrors(failure.fields);
        if (failure.general.length > 0) showError(sayAll(say, generalMessage(failure.general)));
      },
    });
  return (
    <BatchForm form={form} editing={editing?.product ?? null} saving={save.isPending} onSubmit={submit} />
  );
}

import type { Db, Executor } from '@tillwise/db';
import {
  CreateProductBody,
  CreateProductUnitBody,
  Empty,
  IdParams,
  listOf,
  MSG,
  NoQuery,
  PRODUCT_ORDERINGS,
  ProductListQuery,
  ProductSchema,
  TradeUnitSchema,
  UpdateProductBody,
  UpdateProductImageBody,
  UpdateProductUnitBody,
} from '@tillwise/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { choiceFilter } from '../../lib/choices.js';
import { permissionDenied, validationError } from '../../lib/errors.js';
import { decimalFilter, idFilter } from '../../lib/filters.js';
import { idempotent } from '../../lib/idempotency.js';
import { envelope, pageRequest } from '../../lib/pagination.js';
import { filterValue } from '../../lib/query.js';
import { imageFrom } from '../../lib/uploads.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { ownCompanyOnly } from '../../policy/access.js';
import { catalogueGroup } from '../../policy/group.js';
import type { ModuleDeps } from '../deps.js';
import { replaceProductImage } from './product-image.js';
import { getProduct, listProducts } from './product-reads.js';
import { createProduct, deleteProduct, deleteVariant, updateProduct } from './product-service.js';
import { createProductUnit, listProductUnits, updateProductUnit } from './product-units.js';

const tags = ['catalog'];
const companyOf = (request: FastifyRequest): number | null => {
  const actor = actorOf(request);
  ownCompanyOnly(request, actor);
  return actor.company?.id ?? null;
};
/** The caller's catalogue group for a write: one is needed to write anything. */
async function writerGroup(db: Db, request: FastifyRequest): Promise<number> {
  const group = await catalogueGroup(db, request);
  if (group === null) throw permissionDenied();
  return group;
}
const ImageResponse = z.object({ image_url: z.string().nullable() });

export const productRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, opts) => {
  const { db, media } = opts;
  /** Whose stock the answer shows (the caller's company) and whose catalogue it reads (their group). */
  const scopeOf = async (request: FastifyRequest, executor: Executor = db) => ({
    companyId: companyOf(request),
    groupId: await catalogueGroup(executor, request),
  });
  const readOne = async (request: FastifyRequest, id: number) =>
    getProduct(db, id, await scopeOf(request), app.mediaUrl(request));

  app.get(
    '/product/',
    {
      schema: {
        querystring: ProductListQuery,
        response: { 200: listOf(ProductSchema) },
        tags,
        summary:
          'Live products with nested variants and batches; inventory_quantity is the caller company stock',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, opts.pageSize);
      const { count, results } = await listProducts(
        db,
        {
          search: filterValue(query, 'search'),
          nameContains: filterValue(query, 'name__icontains'),
          barCode: filterValue(query, 'bar_code'),
          minQuantity: decimalFilter(query, 'quantity__gte'),
          category: idFilter(query, 'category'),
          ordering: choiceFilter(query, 'ordering', PRODUCT_ORDERINGS),
          ...(await scopeOf(request)),
        },
        page,
        app.mediaUrl(request),
      );
      return envelope(page, count, results, requestUrl(request));
    },
  );

  // The contract's GET has no trailing slash (O2); the slashed form answers the same.
  app.get(
    '/product/:id',
    {
      schema: {
        params: IdParams,
        response: { 200: ProductSchema },
        tags,
        summary: 'One live product, as a plain object',
      },
    },
    (request) => readOne(request, request.params.id),
  );
  app.get(
    '/product/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: ProductSchema },
        tags,
        summary: 'One live product, as a plain object',
      },
    },
    (request) => readOne(request, request.params.id),
  );

  app.post(
    '/product/',
    {
      schema: {
        response: { 201: ProductSchema },
        tags,
        summary: 'Create a product with its variants; an Idempotency-Key makes a retry safe',
        body: CreateProductBody,
      },
    },
    (request, reply) =>
      idempotent(db, request, reply, async (tx) => {
        const id = await createProduct(tx, request.body, await writerGroup(tx, request));
        return {
          status: 201,
          body: await getProduct(tx, id, await scopeOf(request, tx), app.mediaUrl(request)),
        };
      }),
  );

  app.put(
    '/product/:id/',
    {
      schema: {
        params: IdParams,
        response: { 200: ProductSchema },
        tags,
        summary: 'Update a product; variants with an id are updated, the others added',
        body: UpdateProductBody,
      },
    },
    async (request) => {
      const id = request.params.id;
      await updateProduct(db, id, request.body, await writerGroup(db, request));
      return getProduct(db, id, await scopeOf(request), app.mediaUrl(request));
    },
  );

  // The picture for the touch grid, uploaded exactly as a company logo is (logo-routes.ts).
  app.patch(
    '/product/:id/image/',
    {
      config: { multipart: true },
      schema: {
        params: IdParams,
        tags,
        summary:
          'Upload a product’s picture: multipart field `image_url`, a PNG, JPEG or WebP of at most 2 MB',
        description: 'Send JSON `{"image_url": null}` to remove it.',
        consumes: ['multipart/form-data', 'application/json'],
        body: UpdateProductImageBody,
        response: { 200: ImageResponse },
      },
    },
    async (request) => {
      const image = await imageFrom(request, 'image_url');
      if (!image && request.body.image_url !== null) throw validationError({ image_url: MSG.fileMissing });
      const group = await writerGroup(db, request);
      const stored = await replaceProductImage(db, media, request.params.id, group, image);
      return { image_url: app.mediaUrl(request)(stored) };
    },
  );

  app.delete(
    '/product/:id/',
    {
      schema: {
        params: IdParams,
        response: { 204: Empty },
        tags,
        summary: 'Delete a product (deactivated once stock refers to it)',
      },
    },
    async (request, reply) => {
      await deleteProduct(db, media, request.params.id, await writerGroup(db, request));
      return reply.code(204).send(null);
    },
  );

  // Trade units (docs/domain/units.md): listed, added and edited (or retired) one by one.
  app.get(
    '/product/:id/unit/',
    {
      schema: {
        params: IdParams,
        querystring: NoQuery,
        response: { 200: z.array(TradeUnitSchema) },
        tags,
        summary: 'The trade units of a product, retired ones included',
      },
    },
    async (request) => listProductUnits(db, request.params.id, await writerGroup(db, request)),
  );
  app.post(
    '/product/:id/unit/',
    {
      schema: {
        params: IdParams,
        body: CreateProductUnitBody,
        response: { 201: TradeUnitSchema },
        tags,
        summary: 'Add a trade unit (a whole multiple of the base unit with its own barcode and prices)',
      },
    },
    (request, reply) =>
      idempotent(db, request, reply, async () => ({
        status: 201,
        body: await createProductUnit(db, request.params.id, request.body, await writerGroup(db, request)),
      })),
  );
  app.patch(
    '/product-unit/:id/',
    {
      schema: {
        params: IdParams,
        body: UpdateProductUnitBody,
        response: { 200: TradeUnitSchema },
        tags,
        summary: 'Edit or retire a trade unit; its count cannot change once it has been used',
      },
    },
    async (request) => updateProductUnit(db, request.params.id, request.body, await writerGroup(db, request)),
  );

  app.delete(
    '/product-variant/:id/',
    {
      schema: {
        params: IdParams,
        response: { 204: Empty },
        tags,
        summary: 'Delete a variant; the last one of a product is refused',
      },
    },
    async (request, reply) => {
      await deleteVariant(db, request.params.id, await writerGroup(db, request));
      return reply.code(204).send(null);
    },
  );
};

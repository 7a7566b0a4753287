import type { Db } from '@tillwise/db';
import {
  CreditPaymentBody,
  CreditPaymentSchema,
  CreditSettingsBody,
  CreditSettingsSchema,
  CustomerCreditFields,
  CustomerCreditSchema,
  IdParams,
} from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../../lib/idempotency.js';
import { actorOf } from '../../plugins/auth.js';
import {
  customerCredit,
  readCreditSettings,
  receivePayment,
  writeCreditSettings,
  writeCustomerTerms,
} from './service.js';

const tags = ['credit'];

/** Customer credit (docs/domain/credit.md): settings, the counter's figures, payments. */
export const creditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/company/:id/credit/',
    {
      schema: {
        params: IdParams,
        response: { 200: CreditSettingsSchema },
        tags,
        summary:
          "A company's credit defaults for its customers: limit (null: none), overdue days, whether overdue blocks, each till's offline allowance",
      },
    },
    async (request) => readCreditSettings(db, request.params.id),
  );

  app.put(
    '/company/:id/credit/',
    {
      schema: {
        params: IdParams,
        body: CreditSettingsBody,
        response: { 200: CreditSettingsSchema },
        tags,
        summary: "Sets a company's credit defaults",
      },
    },
    async (request) => writeCreditSettings(db, request.params.id, request.body),
  );

  app.get(
    '/customer/:id/credit/',
    {
      schema: {
        params: IdParams,
        response: { 200: CustomerCreditSchema },
        tags,
        summary:
          "A regular customer's balance, limit, available credit, open invoices and oldest overdue invoice",
      },
    },
    async (request) => customerCredit(db, request.params.id),
  );

  app.patch(
    '/customer/:id/credit/',
    {
      schema: {
        params: IdParams,
        body: CustomerCreditFields,
        response: { 200: CustomerCreditSchema },
        tags,
        summary:
          "Sets a customer's own credit limit, overdue days and overdue block (null: the company's default)",
      },
    },
    async (request) => {
      await writeCustomerTerms(db, request.params.id, request.body);
      return customerCredit(db, request.params.id);
    },
  );

  app.post(
    '/customer/:id/payment/',
    {
      schema: {
        params: IdParams,
        body: CreditPaymentBody,
        response: { 201: CreditPaymentSchema },
        tags,
        summary:
          'Receives one payment from a customer and allocates it to their open invoices, oldest first or as given; Idempotency-Key makes a repeat answer the first payment',
      },
    },
    async (request, reply) =>
      idempotent(db, request, reply, async (tx) => ({
        status: 201,
        body: await receivePayment(tx, actorOf(request), request.params.id, request.body),
      })),
  );
};

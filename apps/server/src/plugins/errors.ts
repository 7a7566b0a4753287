import { languageOfRequest, MSG, SERVER_MSG, translateErrorBody } from '@tillwise/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlState } from '../lib/db-errors.js';
import { ApiError, type ErrorBody, notFound } from '../lib/errors.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Turns schema issues into DRF's `{field: [messages]}`; issues about the whole body go to non_field_errors. */
function fieldErrors(issues: ValidationIssue[], part: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath?.split('/').filter(Boolean)[0] ?? 'non_field_errors';
    const message = issue.message ?? 'Invalid value.';
    const key = part === 'body' || field !== 'non_field_errors' ? field : (part ?? field);
    const list = out[key] ?? [];
    if (!list.includes(message)) list.push(message);
    out[key] = list;
  }
  return out;
}

const NUMERIC_OVERFLOW = '22003';
const AMOUNT_FIELDS = ['amount', 'total', 'quantity'];

/** The field of the request that carries the amount a numeric overflow is blamed on. */
function overflowField(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'non_field_errors';
  return AMOUNT_FIELDS.find((field) => field in body) ?? 'non_field_errors';
}

/**
 * SQLSTATE class 22 (data exception: a number out of range, text PostgreSQL cannot store, a bad
 * date) and 54 (a statement too big): a value in the request, never a fault of the server.
 */
const isDataException = (code: string): boolean => code.startsWith('22') || code.startsWith('54');

/** Maps Fastify's own client errors (bad JSON, wrong media type, huge bodies) to a DRF `detail`. */
function frameworkError(error: FastifyError): { status: number; body: ErrorBody } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { detail: SERVER_MSG.jsonParseError(error.message) } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { detail: SERVER_MSG.unsupportedMediaType } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { detail: SERVER_MSG.bodyTooLarge } };
    default:
      break;
  }
  if (error instanceof SyntaxError)
    return { status: 400, body: { detail: SERVER_MSG.jsonParseError(error.message) } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { detail: error.message } };
  return null;
}

/**
 * The single error handler: DRF-shaped bodies for every client error, and for server errors a
 * generic message only (details go to the log with the request id, never to the client).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every error body leaves in the language the request asks for (Accept-Language, docs/i18n.md):
  // the messages are translated, field names and codes never change.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    const language = languageOfRequest(request.headers['accept-language']);
    if (language === 'en') return payload;
    void reply.header('content-language', language);
    return translateErrorBody(payload, language);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validationContext === 'params') {
      // A path that names no record (an id that is not digits, or past what a row can have) is
      // not found, as DRF's router answers it, before its body is looked at.
      const { statusCode, body } = notFound();
      return reply.code(statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(fieldErrors(error.validation, error.validationContext));
    }
    if (error.validation) {
      return reply.code(400).send(fieldErrors(error.validation, error.validationContext));
    }
    const mapped = frameworkError(error);
    if (mapped) return reply.code(mapped.status).send(mapped.body);
    const state = sqlState(error);
    if (state.code === NUMERIC_OVERFLOW) {
      // A balance (numeric(20,4)) would pass sixteen digits: the amount that took it there is refused.
      request.log.warn({ err: error }, 'amount refused: a balance would overflow');
      return reply.code(400).send({ [overflowField(request.body)]: [MSG.balanceOverflow] });
    }
    if (state.code && isDataException(state.code)) {
      // Input the endpoint's schema should have refused: still the client's error, and logged so
      // that the schema is mended.
      request.log.warn({ err: error, sqlState: state.code }, 'input refused by the database');
      return reply.code(400).send({ detail: SERVER_MSG.valueNotStorable });
    }
    request.log.error({ err: error, userId: request.actor?.user.id }, 'unhandled error');
    return reply.code(500).send({ detail: SERVER_MSG.serverError });
  });
});

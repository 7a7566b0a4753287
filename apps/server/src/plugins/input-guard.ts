import { SERVER_MSG } from '@tillwise/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../lib/errors.js';

/** DRF's CharField message for text holding U+0000, which PostgreSQL cannot store. */
export const NULL_CHARACTER_MESSAGE = SERVER_MSG.nullCharacters;
/**
 * The most elements any array of a request may hold. Endpoints cap their own lists lower (500
 * lines, rows or variants, `MAX_LIST_LENGTH`); this is the backstop for every other array, set at
 * the CSV import's own chunk limit.
 */
export const MAX_ARRAY_ELEMENTS = 1000;

type Problem = { field: string; message: string };

/** The first problem in a parsed value: a NUL in any key or text, or an over-long array. */
function problemIn(value: unknown, field: string, depth = 0): Problem | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? { field, message: NULL_CHARACTER_MESSAGE } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_ELEMENTS) {
      return { field, message: `Ensure this field has no more than ${MAX_ARRAY_ELEMENTS} elements.` };
    }
    for (const item of value) {
      const found = problemIn(item, field, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    // The top level names the field; deeper keys stay under it, as DRF reports nested errors.
    const name = depth === 0 ? key : field;
    if (key.includes('\u0000')) return { field: name, message: NULL_CHARACTER_MESSAGE };
    const found = problemIn(item, name, depth + 1);
    if (found) return found;
  }
  return null;
}

function check(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const found = Array.isArray(part) ? problemIn(part, 'non_field_errors', 1) : problemIn(part, '');
    if (found) throw validationError({ [found.field || 'non_field_errors']: [found.message] });
  }
}

/**
 * Refuses, before any route's schema or query runs, input no endpoint can store: a NUL byte in
 * any text of the path, query or body (PostgreSQL refuses 0x00 in text), and arrays longer than
 * MAX_ARRAY_ELEMENTS (a 20,000-line body would hold the embedded engine for a minute). Registered
 * after the multipart plugin, so form fields are checked too. Answers are DRF field errors (400).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/api/')) check(request);
  });
});

import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { ZodType } from 'zod';

/*
 * Every route publishes the schema of its answer in the OpenAPI document (`response: { 200: X }`).
 * The schemas document the wire; they never change it: an answer is sent as the handler built it
 * (JSON.stringify), so a schema that is narrower than the answer can neither strip a field the
 * original client reads nor turn an answer into a 500. The API test suite runs with
 * VALIDATE_RESPONSES=true, which checks every answer it sees against its route's schema and fails
 * loudly on a difference, so the published schemas are proven against real answers.
 */

export class ResponseSchemaError extends Error {}

const isZod = (schema: unknown): schema is ZodType =>
  typeof schema === 'object' && schema !== null && typeof (schema as ZodType).safeParse === 'function';

export function responseSerializer(validate: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) =>
    (data) => {
      if (validate && isZod(schema)) {
        const checked = schema.safeParse(data);
        if (!checked.success) {
          const issues = checked.error.issues
            .slice(0, 5)
            .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
            .join('; ');
          throw new ResponseSchemaError(
            `${method} ${url} ${httpStatus}: the answer does not match its schema: ${issues}`,
          );
        }
      }
      return JSON.stringify(data);
    };
}

import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/*
 * A streamed export (CSV) must never end early while looking complete. Its answer is 200 and its
 * headers are sent with the first chunk, so a failure after that can no longer become an error
 * status: the connection is then cut without chunked encoding's final chunk, which every HTTP client
 * reports as an error (curl: "transfer closed with outstanding read data remaining"; fetch: a
 * network error), and the failure is logged at error level with the request id.
 */

/** How many chunks are read before the answer starts: the header line and the first page. */
const CHUNKS_BEFORE_ANSWER = 2;

/**
 * The export as a stream for `reply.send`. Its first chunks are read before the answer starts, so
 * a failure there (a bad range, a query the database refuses) is an ordinary error answer from the
 * error handler; a failure later is logged and destroys the stream, which cuts the connection.
 */
export async function exportStream(
  request: FastifyRequest,
  source: AsyncGenerator<string>,
  what: string,
): Promise<Readable> {
  const first: string[] = [];
  for (let i = 0; i < CHUNKS_BEFORE_ANSWER; i++) {
    const next = await source.next();
    if (next.done) break;
    first.push(next.value);
  }
  async function* all(): AsyncGenerator<string> {
    yield* first;
    try {
      for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    } catch (error) {
      request.log.error(
        { err: error, export: what, userId: request.actor?.user.id },
        'export failed after it started: the connection is cut so the client sees it incomplete',
      );
      throw error;
    }
  }
  return Readable.from(all());
}

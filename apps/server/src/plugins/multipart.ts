import multipart from '@fastify/multipart';
import { SERVER_MSG } from '@tillwise/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.js';

/** Uploads are images of at most 2 MB (issue 4). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/** A file part of a multipart form; `truncated` means it was longer than MAX_UPLOAD_BYTES. */
export interface Upload {
  filename: string;
  buffer: Buffer;
  truncated: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request by field name (empty for JSON). */
    uploads: Record<string, Upload> | null;
  }
  interface FastifyContextConfig {
    /** The route also accepts multipart/form-data (text fields become the body, files `uploads`). */
    multipart?: boolean;
  }
}

/**
 * A form the parser could not read (no boundary, an unterminated part, too many parts) is the
 * client's error: 400 with DRF's message (413 for the part limits), never a 500.
 */
function malformedForm(error: unknown): ApiError {
  const status = (error as { statusCode?: number }).statusCode;
  const reason = error instanceof Error ? error.message : String(error);
  if (status === 413) return new ApiError(413, { detail: reason });
  return new ApiError(400, { detail: SERVER_MSG.multipartParseError(reason) });
}

/**
 * Multipart forms, as the original client sends user and logo forms: text fields become a plain
 * body validated by the route's schema exactly like JSON, files go to `request.uploads`. Files are
 * cut off past 2 MB (then refused by the route with a field error) and at most two are read.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 40, fieldSize: 64 * 1024, parts: 42 },
  });
  app.decorateRequest('uploads', null);

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    if (!request.routeOptions.config?.multipart) {
      throw new ApiError(415, { detail: SERVER_MSG.unsupportedMultipart });
    }
    const fields: Record<string, string> = {};
    const uploads: Record<string, Upload> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          // A file input left empty sends a nameless, empty part: the same as not sending it.
          if (part.filename === '' && buffer.length === 0) continue;
          uploads[part.fieldname] = { filename: part.filename, buffer, truncated: part.file.truncated };
        } else {
          // A repeated field keeps its last value, as Django's QueryDict does.
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      throw malformedForm(error);
    }
    request.body = fields;
    request.uploads = uploads;
  });
});

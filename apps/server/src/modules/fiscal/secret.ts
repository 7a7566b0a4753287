import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * The fiscal reporter's cloud token at rest: AES-256-GCM under the server's key (config
 * `fiscalKey`), stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. The clear token lives only in
 * the worker's memory while it sends; no answer and no log line carries it.
 */

const VERSION = 'v1';

/** The token sealed for storage; '' stays '' (no token). */
export function sealToken(key: Buffer, token: string): string {
  if (token === '') return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The stored token in clear; null when it cannot be opened (another key, or tampered with). */
export function openToken(key: Buffer, sealed: string): string | null {
  if (sealed === '') return '';
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

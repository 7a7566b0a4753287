import type { ObtainTokenBody, SentBy } from '@tillwise/domain';
import { type ApiResult, apiRequest } from '../../../lib/api-client';

/** `POST obtain-jwt/`'s body, derived from `ObtainTokenBody`. */
export type Credentials = SentBy<typeof ObtainTokenBody>;

/** `POST obtain-jwt/` (contract A1): sent without a token. */
export function obtainToken(credentials: Credentials): Promise<ApiResult<{ token?: string }>> {
  return apiRequest<{ token?: string }>('POST', 'obtain-jwt/', { body: credentials, anonymous: true });
}

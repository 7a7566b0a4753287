import { type ApiResult, apiRequest } from '../../../lib/api-client';

export interface Credentials {
  username: string;
  password: string;
}

/** `POST obtain-jwt/` (contract A1): sent without a token. */
export function obtainToken(credentials: Credentials): Promise<ApiResult<{ token?: string }>> {
  return apiRequest<{ token?: string }>('POST', 'obtain-jwt/', { body: credentials, anonymous: true });
}

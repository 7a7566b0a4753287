import { MSG } from '@tillwise/domain';
import type { GlobalError } from '../../components/global-error';
import type { ApiError } from '../../lib/api-error';

/**
 * What the Error modal shows after a failed sign-in (contract A1): the first non-field error,
 * else `detail` (throttling), else the whole body, else the transport message.
 */
export function loginFailure(error: ApiError): GlobalError {
  const [first] = error.fieldErrors('non_field_errors');
  if (first) return first;
  const body = error.body;
  if (body && 'detail' in body && typeof body.detail === 'string') return body.detail;
  if (body && Object.keys(body).length > 0) return body;
  return error.status === 0 ? error.message : MSG.loginFailed;
}

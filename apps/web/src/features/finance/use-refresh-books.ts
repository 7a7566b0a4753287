import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../lib/query-keys';

/**
 * After a posting: reload everything read from the books and the signed-in user, whose company
 * balance the header and the forms show (spec 4.7: "users, user data and vendors reload").
 */
export function useRefreshBooks(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.books() }),
      client.invalidateQueries({ queryKey: queryKeys.currentUsers() }),
    ]);
  }, [client]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UiLanguage } from '@tillwise/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `PUT user-data/language/`: the signed-in user's own language, kept for their next sign-in on any
 * device. The screen has already switched (no reload); a failure only means it is not remembered.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: UiLanguage) => {
      const result = await apiRequest<{ language: UiLanguage | null }>('PUT', 'user-data/language/', {
        body: { language },
      });
      if (!result.ok) throw result.error;
      return result.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUsers() }),
  });
}

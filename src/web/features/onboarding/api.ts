import { type OnboardingState, onboardingStateSchema } from '@domain/schemas/onboarding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/*
 * Her guided setup (issue 22): GET /onboarding (steps counted from her data, the meter) and
 * POST /onboarding/dismiss ('Pular por enquanto'). The key sits under ['profile'], so whatever
 * refreshes her profile (a photo, a title) refreshes the meter too.
 */

export function onboardingQueryOptions() {
  return queryOptions({
    queryKey: ['profile', 'onboarding'],
    // Steps are done on other pages (a community joined, an invitation sent): count again on return.
    staleTime: 0,
    queryFn: async ({ signal }): Promise<OnboardingState> =>
      onboardingStateSchema.parse(await apiFetch('/onboarding', { signal })),
  });
}

export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}

export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<OnboardingState> =>
      onboardingStateSchema.parse(await apiFetch('/onboarding/dismiss', { method: 'POST' })),
    onSuccess: (state) => {
      queryClient.setQueryData(onboardingQueryOptions().queryKey, state);
    },
  });
}

/** After a step done elsewhere on the page (a joined community, an invitation): count again. */
export function useRecountOnboarding() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: onboardingQueryOptions().queryKey });
}

import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** Where a feature caches one page's detail, and what else to refresh once a page changed. */
export interface DetailCache {
  detailKey: (id: string) => QueryKey;
  invalidate: (queryClient: QueryClient) => Promise<unknown>;
}

/**
 * A mutation that answers with a page's detail (create, edit, an image, 'Ativar'): the answer is
 * written into the cached detail at once, then the feature's lists are refreshed.
 */
export function useDetailMutation<TVariables, TDetail extends { id: string }>(
  cache: DetailCache,
  mutationFn: (variables: TVariables) => Promise<TDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => {
      queryClient.setQueryData(cache.detailKey(detail.id), detail);
      return cache.invalidate(queryClient);
    },
  });
}

/** The multipart body of an image upload (POST …/logo | /banner): the file in the field `file`. */
export function imageUploadBody(file: File): FormData {
  const body = new FormData();
  body.append('file', file);
  return body;
}

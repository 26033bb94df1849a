/** Query keys of the downloads feature. */
export const downloadQueryKeys = {
  all: ['downloads'] as const,
  list: ['downloads', 'list'] as const,
};

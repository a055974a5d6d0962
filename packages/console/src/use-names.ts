import { useQuery } from '@tanstack/react-query';
import { useSession } from './context.js';

/** Resources whose records other pages name by id, and the field that names them. */
const NAMED = {
  offers: 'name',
  buyers: 'name',
  traffic_sources: 'company_name',
  ring_pools: 'name',
} as const;

/** The first 100 records of a resource as id → name, for showing and choosing references. */
export function useNames(plural: keyof typeof NAMED, enabled: boolean) {
  const { client } = useSession();
  const field = NAMED[plural];
  return useQuery({
    queryKey: ['names', plural],
    enabled,
    queryFn: async () => {
      // Read as plain records so one function serves them all.
      const list = client.request<Record<string, Record<string, unknown>[]>>({
        method: 'GET',
        path: `/${plural}`,
        query: { per_page: 100, columns: `id,${field}` },
      });
      return new Map((await list)[plural]?.map((r) => [Number(r.id), String(r[field])]));
    },
  });
}

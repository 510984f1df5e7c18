import { useGetList } from 'react-admin';

export interface GroupChoice {
  id: string;
  name: string;
  type: number;
}

/** The tenant's normal groups (type 1): the only ones administrators fill by hand. */
export function useNormalGroups() {
  return useGetList<GroupChoice>('content-groups', {
    filter: { type: 1 },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'ordinal', order: 'ASC' },
  });
}

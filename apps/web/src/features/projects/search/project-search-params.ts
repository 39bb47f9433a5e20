import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PROJECT_RELATIONS, type ProjectRelation } from '@shortlist/domain';
import type { TableSort, TableState } from '../../../components/data-table';

export const PROJECT_RELATION_LABELS: Record<ProjectRelation, string> = {
  BUY_SIDE: 'Buy side',
  SUPPLIER: 'Supplier',
  CLIENT: 'Client',
};

/** Spec 2 §2 project list: what the query string holds besides the table state. */
export interface ProjectSearchFilter {
  role: ProjectRelation | null;
  archived: boolean;
  clientId: string | null;
  projectServiceTypeIds: readonly string[];
}

export interface ProjectSearch {
  table: TableState;
  filter: ProjectSearchFilter;
}

const SORT_FIELDS = new Set(['name', 'type', 'status', 'createdAt']);
const DEFAULT_SORT = { field: 'createdAt', direction: 'DESC' } as const;

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function isRelation(value: string | null): value is ProjectRelation {
  return PROJECT_RELATIONS.some((relation) => relation === value);
}

/** Reads the list's state from the address (search, role, archived, clientId, projectServiceTypes, page, pageSize, sort). */
export function readProjectSearch(params: URLSearchParams): ProjectSearch {
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const [field = '', direction = ''] = (params.get('sort') ?? '').split(':');
  const sort: TableSort =
    SORT_FIELDS.has(field) && (direction === 'ASC' || direction === 'DESC')
      ? { field, direction }
      : { ...DEFAULT_SORT };
  const role = params.get('role');
  return {
    table: {
      page: positiveInt(params.get('page'), 1),
      pageSize: PAGE_SIZES.some((size) => size === pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      sort,
      keyword: params.get('search') ?? '',
    },
    filter: {
      role: isRelation(role) ? role : null,
      archived: params.get('archived') === 'true',
      clientId: params.get('clientId') || null,
      projectServiceTypeIds: (params.get('projectServiceTypes') ?? '').split(',').filter((id) => id !== ''),
    },
  };
}

/** Writes the list's state to the address, leaving out defaults so a plain /projects/search stays plain. */
export function writeProjectSearch({ table, filter }: ProjectSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (table.keyword) params.set('search', table.keyword);
  if (filter.role) params.set('role', filter.role);
  if (filter.archived) params.set('archived', 'true');
  if (filter.clientId) params.set('clientId', filter.clientId);
  if (filter.projectServiceTypeIds.length > 0)
    params.set('projectServiceTypes', filter.projectServiceTypeIds.join(','));
  if (table.page !== 1) params.set('page', String(table.page));
  if (table.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(table.pageSize));
  if (table.sort.field !== DEFAULT_SORT.field || table.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', `${table.sort.field}:${table.sort.direction}`);
  }
  return params;
}

/** Spec 2 §2: the role the list shows — the one in the address, else the user's default (see defaultProjectRole). */
export function listRole(filter: ProjectSearchFilter, defaultRole: ProjectRelation): ProjectRelation {
  return filter.role ?? defaultRole;
}

/** The `filter` variable of the projects query; the role is always sent, so the rows match the role's columns. */
export function toProjectFilter({ table, filter }: ProjectSearch, defaultRole: ProjectRelation) {
  return {
    keyword: table.keyword || null,
    role: listRole(filter, defaultRole),
    clientId: filter.clientId,
    projectServiceTypeIds: filter.projectServiceTypeIds.length > 0 ? [...filter.projectServiceTypeIds] : null,
    archived: filter.archived,
  };
}

export const EMPTY_FILTER: ProjectSearchFilter = {
  role: null,
  archived: false,
  clientId: null,
  projectServiceTypeIds: [],
};

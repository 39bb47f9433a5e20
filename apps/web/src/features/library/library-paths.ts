/** Spec 3 §2 MeshVault: All Questions, and the questions of one group (`/library/{type?}/{id?}`, type `groups`). */
export const LIBRARY_PATHS = {
  list: '/library',
  groupRoute: '/library/groups/:groupId',
} as const;

export const libraryGroupPath = (groupId: string) => `/library/groups/${groupId}`;

import type { projects } from '../../db/schema/index.js';

/** A project as the extension points hand it over: its stored row. */
export type ProjectRow = typeof projects.$inferSelect;

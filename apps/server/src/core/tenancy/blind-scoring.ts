import {
  type AnswerFile,
  blindAliases,
  blindFileName,
  integrityOf,
  type SupplierIdentity,
  supplierAlias,
  type TextMask,
  textMask,
} from '@shortlist/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { answers, companies, products, projectProducts, projects, vendorProfiles } from '../../db/schema/index.js';
import { onBuySide, type Viewer } from '../viewer/index.js';
import { ownsProject } from './broker-project.js';
import { type ProjectRow, tenantProjects } from './project-access.js';

type BlindProject = Pick<ProjectRow, 'status' | 'settings'>;

/** Issue 37 item 3: the project has blind scoring on and is in Scoring. */
export const blindScoringOn = (project: BlindProject): boolean =>
  project.status === 'SCORING' && integrityOf(project.settings.integrity).blindScoring;

/** Whether the viewer reads the project's suppliers as aliases: a buy-side user who is not one of its owners. */
export const seesAliases = (viewer: Viewer, project: BlindProject, isProjectOwner: boolean): boolean =>
  blindScoringOn(project) && !isProjectOwner && onBuySide(viewer);

/** An answer's texts, as read from the database. */
export interface MaskableAnswer {
  value: unknown;
  secondaryValue: unknown;
  notApplicableDescription: string | null;
}

/** A project's suppliers as a blind viewer reads them. */
export interface BlindView {
  /** The alias of a project product ("Supplier A"). */
  aliasOf(projectProductId: string): string;
  /** Any text from or about a supplier, with every supplier's names, websites and e-mail domains masked. */
  mask: TextMask;
  /** An answer with its texts masked and its files renamed ("Supplier A - file 1.pdf"). */
  answer<T extends MaskableAnswer>(projectProductId: string, answer: T): T;
}

const isFile = (item: unknown): item is AnswerFile =>
  typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string' && 'filename' in item;

function maskedValue(value: unknown, alias: string, mask: TextMask): unknown {
  if (typeof value === 'string') return mask(value);
  if (!Array.isArray(value)) return value;
  // Chosen option ids stay as they are; files are renamed by their place in the answer.
  return value.map((item, index) =>
    isFile(item) ? { ...item, filename: blindFileName(alias, index + 1, String(item.filename)) } : item,
  );
}

function maskedSecondary(value: unknown, mask: TextMask): unknown {
  if (typeof value === 'string') return mask(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, text]) => [
      key,
      typeof text === 'string' ? mask(text) : text,
    ]),
  );
}

/** The aliases and the mask of a project's suppliers, from their names (one statement). */
export async function loadBlindView(db: Pick<Database, 'select'>, projectId: string): Promise<BlindView> {
  const rows = await db
    .select({
      id: projectProducts.id,
      accepted: sql<boolean>`${projectProducts.participationStatus} = 'ACCEPTED'`,
      productName: projectProducts.productName,
      email: projectProducts.email,
      name: products.name,
      companyName: companies.name,
      website: companies.website,
      profileEmail: vendorProfiles.email,
      contactName: vendorProfiles.contactName,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .where(eq(projectProducts.projectId, projectId));
  // The accepted suppliers (those scored) take the first letters; each group in the project's own hash order.
  const accepted = blindAliases(
    projectId,
    rows.filter((row) => row.accepted).map((row) => row.id),
  );
  const others = blindAliases(
    projectId,
    rows.filter((row) => !row.accepted).map((row) => row.id),
  );
  const aliases = new Map(accepted);
  for (const [index, id] of [...others.keys()].entries()) aliases.set(id, supplierAlias(accepted.size + index));
  const identities: SupplierIdentity[] = rows.map((row) => ({
    alias: aliases.get(row.id) ?? '',
    names: [row.name, row.productName, row.companyName, row.contactName],
    websites: [row.website],
    emails: [row.email, row.profileEmail],
  }));
  const mask = textMask(identities);
  const aliasOf = (id: string) => aliases.get(id) ?? UNKNOWN_SUPPLIER;
  return {
    aliasOf,
    mask,
    answer: (id, answer) => ({
      ...answer,
      value: maskedValue(answer.value, aliasOf(id), mask),
      secondaryValue: maskedSecondary(answer.secondaryValue, mask),
      notApplicableDescription: answer.notApplicableDescription === null ? null : mask(answer.notApplicableDescription),
    }),
  };
}

const UNKNOWN_SUPPLIER = 'Supplier';

/** The blind view of a project for the viewer, or null when the viewer reads real names. */
export async function blindViewFor(
  db: Pick<Database, 'select'>,
  viewer: Viewer,
  project: BlindProject & Pick<ProjectRow, 'id'>,
  isProjectOwner: boolean,
): Promise<BlindView | null> {
  return seesAliases(viewer, project, isProjectOwner) ? loadBlindView(db, project.id) : null;
}

/** seesAliases where the owner flag is not known yet: one statement, only in a blind project. */
export async function seesAliasesIn(
  db: Pick<Database, 'select'>,
  viewer: Viewer,
  project: BlindProject & Pick<ProjectRow, 'id'>,
): Promise<boolean> {
  if (!seesAliases(viewer, project, false)) return false;
  const [row] = await db
    .select({ isProjectOwner: ownsProject(db, viewer) })
    .from(projects)
    .where(eq(projects.id, project.id));
  return !row?.isProjectOwner;
}

/** blindViewFor where the owner flag is not known yet: two statements more, only in a blind project. */
export async function blindViewOfProject(
  db: Pick<Database, 'select'>,
  viewer: Viewer,
  project: BlindProject & Pick<ProjectRow, 'id'>,
): Promise<BlindView | null> {
  return (await seesAliasesIn(db, viewer, project)) ? loadBlindView(db, project.id) : null;
}

/**
 * The name a blind viewer downloads an answer file under ("Supplier A - file 1.pdf"), or null when the viewer reads
 * the real name (not in a blind project of theirs, or one of its owners). Two statements, only for a buy-side viewer.
 */
export async function blindDownloadName(
  db: Pick<Database, 'select'>,
  viewer: Viewer,
  fileId: string,
): Promise<string | null> {
  if (!onBuySide(viewer)) return null;
  const [row] = await db
    .select({
      projectId: projects.id,
      projectProductId: projectProducts.id,
      status: projects.status,
      settings: projects.settings,
      value: answers.value,
      isProjectOwner: ownsProject(db, viewer),
    })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .where(and(tenantProjects(viewer), sql`${answers.value} @> ${JSON.stringify([{ id: fileId }])}::jsonb`))
    .limit(1);
  if (!row || !seesAliases(viewer, row, row.isProjectOwner)) return null;
  const view = await loadBlindView(db, row.projectId);
  const files = Array.isArray(row.value) ? row.value.filter(isFile) : [];
  const position = files.findIndex((file) => file.id === fileId);
  const filename = files[position]?.filename ?? '';
  return blindFileName(view.aliasOf(row.projectProductId), position + 1, filename);
}

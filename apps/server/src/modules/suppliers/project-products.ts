import {
  compareParticipation,
  type ParticipationDisplay,
  type ParticipationStatus,
  participationDisplay,
  relatedLinksOf,
  statusesShownAs,
} from '@shortlist/domain';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { keywordInAny } from '../../core/graphql/index.js';
import { type BlindView, blindViewOfProject, type ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { companies, products, projectProducts, vendorProfiles } from '../../db/schema/index.js';
import { answersSubmitterName } from './answers-submitter.js';
import { lacksProjectServiceTypes } from './service-type-issues.js';
import { findNotesProject } from './supplier-notes.js';
import { productServiceTypesJson, type ServiceTypeRow, serviceTypesFromJson } from './vendor-directory.js';

/** Spec 2 §3 Project product: the fields that exist in this increment, with the §4 display of its participation. */
export interface ProjectProductView {
  id: string;
  projectId: string;
  productId: string | null;
  /** The supplier title: 'vendor name — product name' (the product or e-mail alone without a vendor). */
  name: string;
  productName: string;
  vendor: { id: string | null; name: string; contactName: string; email: string; phone: string; industry: string };
  email: string;
  purpose: string;
  participationStatus: ParticipationStatus;
  displayStatus: ParticipationDisplay;
  invitedAt: Date | null;
  answersSubmitDeadline: Date | null;
  answersSubmittedAt: Date | null;
  /** Who submitted the answers (issue 31 receipt); null when nobody did. */
  answersSubmittedBy: string | null;
  winner: boolean;
  /** The broker's notes (spec 2 §3), null for a reader who does not keep them (findNotesProject). */
  notes: { notes: string; shareNotes: boolean } | null;
  serviceTypes: ServiceTypeRow[];
  /** Spec 2 §3 search products' relatedLinks: the vendor's website. */
  relatedLinks: string[];
  /** Spec 2 §8: counted as a supplier without required service types (the row's issue). */
  lacksServiceTypes: boolean;
  createdAt: Date;
}

export interface ProjectProductFilter {
  keyword?: string | null;
  statuses?: readonly ParticipationDisplay[] | null;
  /** Spec 2 §5 quick filter with-issues: only the suppliers without required service types. */
  withIssues?: boolean | null;
}

/** Spec 2 §4: blocked suppliers are hidden unless the filter asks for them. */
function productsMatching(project: ProjectRow, filter: ProjectProductFilter | null | undefined): SQL | undefined {
  const keyword = filter?.keyword?.trim() ?? '';
  const displays = filter?.statuses ?? [];
  return and(
    eq(projectProducts.projectId, project.id),
    displays.length > 0
      ? inArray(projectProducts.participationStatus, statusesShownAs(displays, project.status))
      : ne(projectProducts.participationStatus, 'BLOCKED'),
    keywordInAny(keyword, [products.name, companies.name, projectProducts.productName, projectProducts.email]),
    filter?.withIssues ? lacksProjectServiceTypes : undefined,
  );
}

export const supplierTitle = (vendorName: string, productName: string, email: string) =>
  vendorName ? `${vendorName} — ${productName}` : productName || email;

/**
 * Spec 2 §9 Suppliers tab table: the project's suppliers in one statement (product, vendor, profile and service
 * types joined), filtered by a keyword on the title or e-mail and by display statuses, in the §4 sort order.
 */
export async function listProjectProducts(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  filter: ProjectProductFilter | null | undefined,
): Promise<ProjectProductView[]> {
  const { project, keepsNotes } = await findNotesProject(app.db, viewer, projectId);
  const blind = await blindViewOfProject(app.db, viewer, project);
  // A blind viewer finds suppliers by their aliases only, not by the names they do not see.
  const keyword = blind ? (filter?.keyword?.trim().toLowerCase() ?? '') : '';
  const rows = await app.db
    .select({
      row: projectProducts,
      productName: sql<string>`coalesce(${products.name}, ${projectProducts.productName})`,
      vendorId: companies.id,
      vendorName: sql<string>`coalesce(${companies.name}, '')`,
      contactName: sql<string>`coalesce(${vendorProfiles.contactName}, '')`,
      vendorEmail: sql<string>`coalesce(${vendorProfiles.email}, '')`,
      phone: sql<string>`coalesce(${vendorProfiles.phone}, '')`,
      industry: sql<string>`coalesce(${vendorProfiles.industry}, '')`,
      serviceTypes: productServiceTypesJson(viewer.company.id),
      website: companies.website,
      lacksServiceTypes: sql<boolean>`${lacksProjectServiceTypes}`,
      submittedBy: answersSubmitterName,
    })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .leftJoin(companies, eq(companies.id, products.companyId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.companyId, companies.id))
    .where(productsMatching(project, blind ? { ...filter, keyword: null } : filter));
  const views = rows.map(({ row, ...joined }): ProjectProductView => {
    const email = row.email || joined.vendorEmail;
    return {
      id: row.id,
      projectId: row.projectId,
      productId: row.productId,
      name: supplierTitle(joined.vendorName, joined.productName, email),
      productName: joined.productName,
      vendor: {
        id: joined.vendorId,
        name: joined.vendorName,
        contactName: joined.contactName,
        email: joined.vendorEmail,
        phone: joined.phone,
        industry: joined.industry,
      },
      email,
      purpose: row.purpose,
      participationStatus: row.participationStatus,
      displayStatus: participationDisplay(row.participationStatus, project.status),
      invitedAt: row.invitedAt,
      answersSubmitDeadline: row.answersSubmitDeadline,
      answersSubmittedAt: row.answersSubmittedAt,
      answersSubmittedBy: row.answersSubmittedAt ? joined.submittedBy : null,
      winner: row.winner,
      notes: keepsNotes ? { notes: row.notes, shareNotes: row.shareNotes } : null,
      serviceTypes: serviceTypesFromJson(joined.serviceTypes),
      relatedLinks: relatedLinksOf(joined.website),
      lacksServiceTypes: joined.lacksServiceTypes,
      createdAt: row.createdAt,
    };
  });
  if (!blind) return views.sort(compareParticipation);
  return views
    .map((view) => blindSupplier(view, blind))
    .filter((view) => view.name.toLowerCase().includes(keyword))
    .sort(compareParticipation);
}

/** Issue 37 blind scoring: a supplier row as a blind viewer reads it (the alias, no contact, texts masked). */
function blindSupplier(view: ProjectProductView, blind: BlindView): ProjectProductView {
  const alias = blind.aliasOf(view.id);
  return {
    ...view,
    productId: null,
    name: alias,
    productName: alias,
    vendor: { id: null, name: '', contactName: '', email: '', phone: '', industry: view.vendor.industry },
    email: '',
    purpose: blind.mask(view.purpose),
    answersSubmittedBy: null,
    notes: view.notes && { ...view.notes, notes: blind.mask(view.notes.notes) },
    relatedLinks: [],
  };
}

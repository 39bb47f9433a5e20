import type { FaqStatus, ParticipationStatus } from '@shortlist/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import {
  clients,
  companies,
  faqItems,
  files,
  projectFiles,
  projectServiceTypes,
  supplierServiceTypes,
} from '../../../db/schema/index.js';
import { readProjectSuppliers } from '../project-suppliers.js';

/** A supplier product whose answers were submitted: a bid of the export. */
export interface OcdsBidRow {
  id: string;
  productName: string;
  companyId: string | null;
  companyName: string | null;
  participationStatus: ParticipationStatus;
  submittedAt: Date;
  winner: boolean;
  /** Its answers are sealed now (issue 37): the export says no more than that it was received. */
  sealed: boolean;
}

/** A published item of the public FAQ, with whether its parent (if any) is published too. */
export interface OcdsFaqRow {
  id: string;
  parentId: string | null;
  text: string;
  byProjectCompany: boolean;
  createdAt: Date;
  parentPublished: boolean;
}

export interface OcdsDocumentRow {
  id: string;
  filename: string;
  mimetype: string;
  description: string;
  createdAt: Date;
}

/** Everything the export of one project reads, besides the project row itself. */
export interface OcdsData {
  project: ProjectRow;
  brokerName: string;
  /** The client the broker buys for, unless the project hides it from suppliers. */
  clientName: string | null;
  bids: OcdsBidRow[];
  faq: OcdsFaqRow[];
  documents: OcdsDocumentRow[];
  serviceTypes: Array<{ id: string; label: string }>;
}

const parents = alias(faqItems, 'ocds_faq_parent');
const published = (items: typeof faqItems | typeof parents) =>
  and(eq(items.status, 'ACTIVE' satisfies FaqStatus), eq(items.isPublic, true));

/** The broker company and the project's client (one statement). */
function readParties(db: Database, project: ProjectRow) {
  return db
    .select({ brokerName: companies.name, clientName: clients.name })
    .from(companies)
    .leftJoin(
      clients,
      and(eq(clients.companyId, companies.id), project.clientId ? eq(clients.id, project.clientId) : sql`false`),
    )
    .where(eq(companies.id, project.companyId));
}

/**
 * The FAQ as anyone invited reads it: published (active and public) items only, never a private one or one in
 * review or rejected (one statement).
 */
function readFaq(db: Database, project: ProjectRow) {
  return db
    .select({
      id: faqItems.id,
      parentId: faqItems.parentId,
      text: faqItems.text,
      askedByCompanyId: faqItems.askedByCompanyId,
      createdAt: faqItems.createdAt,
      publishedParentId: parents.id,
    })
    .from(faqItems)
    .leftJoin(parents, and(eq(parents.id, faqItems.parentId), published(parents)))
    .where(and(eq(faqItems.projectId, project.id), published(faqItems)))
    .orderBy(asc(faqItems.createdAt), asc(faqItems.id));
}

function readDocuments(db: Database, projectId: string) {
  return db
    .select({
      id: files.id,
      filename: files.filename,
      mimetype: files.mimetype,
      description: projectFiles.description,
      createdAt: files.createdAt,
    })
    .from(projectFiles)
    .innerJoin(files, eq(files.id, projectFiles.fileId))
    .where(eq(projectFiles.projectId, projectId))
    .orderBy(asc(projectFiles.position), asc(files.id));
}

function readServiceTypes(db: Database, projectId: string) {
  return db
    .select({ id: supplierServiceTypes.id, label: supplierServiceTypes.label })
    .from(projectServiceTypes)
    .innerJoin(supplierServiceTypes, eq(supplierServiceTypes.id, projectServiceTypes.serviceTypeId))
    .where(eq(projectServiceTypes.projectId, projectId))
    .orderBy(asc(supplierServiceTypes.label), asc(supplierServiceTypes.id));
}

/** What the export of the project says, in five statements whatever its size. */
export async function loadOcdsData(db: Database, project: ProjectRow): Promise<OcdsData> {
  const [parties, bids, faq, documents, serviceTypes] = await Promise.all([
    readParties(db, project),
    readProjectSuppliers(db, project.id, 'submitted'),
    readFaq(db, project),
    readDocuments(db, project.id),
    readServiceTypes(db, project.id),
  ]);
  const [names] = parties;
  return {
    project,
    brokerName: names?.brokerName ?? '',
    clientName: project.hideClientInfo ? null : (names?.clientName ?? null),
    bids: bids.map((bid) => ({
      id: bid.id,
      productName: bid.productName ?? bid.invitedName,
      companyId: bid.companyId,
      companyName: bid.companyName,
      participationStatus: bid.participationStatus,
      submittedAt: bid.submittedAt ?? project.updatedAt,
      winner: bid.winner,
      sealed: bid.sealed,
    })),
    faq: faq.map(({ askedByCompanyId, publishedParentId, ...item }) => ({
      ...item,
      byProjectCompany: askedByCompanyId === project.companyId,
      parentPublished: publishedParentId !== null,
    })),
    documents,
    serviceTypes,
  };
}

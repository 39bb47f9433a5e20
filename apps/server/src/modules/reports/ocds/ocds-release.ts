import { ocdsExportPath } from '@shortlist/domain';
import type { ProjectRow } from '../../../core/tenancy/index.js';
import type { OcdsBidRow, OcdsData } from './ocds-data.js';
import { bidStatus, buyerParties, enquiriesOf, supplierParties, supplierRef } from './ocds-parts.js';

/**
 * The ocid prefix of every Shortlist release: `ocds-shortlist-` then the project's id. A publisher that registers its
 * own prefix with the Open Contracting Partnership would put it here.
 */
export const OCID_PREFIX = 'ocds-shortlist';

/** The extensions the releases use: bids (bids.statistics, bids.details) and enquiries (tender.enquiries). */
export const OCDS_EXTENSIONS = [
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_bid_extension/master/extension.json',
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_enquiry_extension/master/extension.json',
] as const;

type TenderStatus = 'planned' | 'active' | 'cancelled' | 'unsuccessful' | 'complete';

/** The project's status on the closed tenderStatus codelist. */
export function tenderStatusOf(project: Pick<ProjectRow, 'status'>, hasWinners: boolean): TenderStatus {
  switch (project.status) {
    case 'DRAFT':
    case 'IN_REVIEW':
      return 'planned';
    case 'PUBLISHED':
    case 'AWAITING':
    case 'SCORING':
      return 'active';
    case 'CANCELLED':
    case 'DELETED':
      return 'cancelled';
    case 'COMPLETED':
    case 'ARCHIVED':
      return hasWinners ? 'complete' : 'unsuccessful';
  }
}

const iso = (date: Date | null): string | undefined => date?.toISOString();

/** A period from two of the project's dates; undefined when it has neither. */
function period(start: Date | null, end: Date | null) {
  if (!start && !end) return undefined;
  return { startDate: iso(start), endDate: iso(end) };
}

/** The latest change the release reflects: the project row, a bid's submission, an FAQ item. */
function releaseDate(data: OcdsData): Date {
  const times = [
    data.project.updatedAt.getTime(),
    ...data.bids.map((bid) => bid.submittedAt.getTime()),
    ...data.faq.map((item) => item.createdAt.getTime()),
  ];
  return new Date(Math.max(...times));
}

function tenderOf(data: OcdsData, procuringEntity: { id: string; name: string } | null) {
  const { project, bids } = data;
  const hasWinners = bids.some((bid) => bid.winner);
  const tenderers = [...new Map(bids.map((bid) => [supplierRef(bid).id, supplierRef(bid)])).values()];
  const enquiries = enquiriesOf(data.faq);
  return {
    id: project.id,
    title: project.name,
    description: project.description || project.intro || undefined,
    status: tenderStatusOf(project, hasWinners),
    statusDetails: project.status,
    procuringEntity: procuringEntity ?? undefined,
    items: data.serviceTypes.length
      ? data.serviceTypes.map((type) => ({ id: type.id, description: type.label }))
      : undefined,
    // Shortlist's buyers invite the suppliers of their choice; what they buy is software and services.
    procurementMethod: 'limited',
    procurementMethodDetails: `${project.type} (suppliers invited by the buyer)`,
    mainProcurementCategory: 'services',
    datePublished: iso(project.publishDate),
    tenderPeriod: period(project.publishDate, project.questionsSubmissionDeadline),
    enquiryPeriod: period(project.publishDate, project.questionsClarificationDeadline),
    awardPeriod: period(project.questionsSubmissionDeadline, project.plannedDecisionDate),
    milestones: project.submissionDeadline
      ? [
          {
            id: 'intent-to-respond',
            title: 'Intent to Respond',
            type: 'engagement',
            dueDate: iso(project.submissionDeadline),
          },
        ]
      : undefined,
    hasEnquiries: enquiries.length > 0,
    enquiries,
    numberOfTenderers: tenderers.length,
    tenderers,
    documents: data.documents.map((document) => ({
      id: document.id,
      documentType: 'biddingDocuments',
      title: document.filename,
      description: document.description || undefined,
      format: document.mimetype,
      datePublished: iso(document.createdAt),
    })),
  };
}

const bidId = (bid: OcdsBidRow) => `bid-${bid.id}`;

/** The winners' awards; before they are chosen, one pending award of the project (none while it is only planned). */
function awardsOf(data: OcdsData) {
  const { project, bids } = data;
  const winners = bids.filter((bid) => bid.winner);
  if (winners.length > 0) {
    return winners.map((bid) => ({
      id: `award-${bid.id}`,
      title: `${project.name}: ${bid.productName}`,
      status: 'active',
      suppliers: [supplierRef(bid)],
      relatedBids: [bidId(bid)],
    }));
  }
  const status = tenderStatusOf(project, false);
  if (status === 'planned' || status === 'cancelled') return undefined;
  return [{ id: `award-${project.id}`, title: project.name, status: status === 'active' ? 'pending' : 'unsuccessful' }];
}

/** The bids extension: how many bids arrived, and each with its status (never its answers, scores or counts). */
function bidsOf(data: OcdsData, date: string) {
  return {
    statistics: [{ id: 'bids', measure: 'bids', value: data.bids.length, date }],
    details: data.bids.map((bid) => ({
      id: bidId(bid),
      date: bid.submittedAt.toISOString(),
      status: bidStatus(bid, data),
      description: bid.productName,
      tenderers: [supplierRef(bid)],
    })),
  };
}

/** The project as an OCDS 1.1 release package of one release. */
export function ocdsPackage(data: OcdsData, at: { publicUrl: string; now: Date }) {
  const { project } = data;
  const ocid = `${OCID_PREFIX}-${project.id}`;
  const date = releaseDate(data).toISOString();
  const { buyer, procuringEntity } = buyerParties(data);
  const awards = awardsOf(data);
  const hasWinners = data.bids.some((bid) => bid.winner);
  const release = {
    ocid,
    id: `${ocid}-${date}`,
    date,
    tag: project.status === 'CANCELLED' ? ['tenderCancellation'] : hasWinners ? ['tender', 'award'] : ['tender'],
    initiationType: 'tender',
    language: 'en',
    parties: [buyer, ...(procuringEntity ? [procuringEntity] : []), ...supplierParties(data.bids)],
    buyer: { id: buyer.id, name: buyer.name },
    tender: tenderOf(data, procuringEntity && { id: procuringEntity.id, name: procuringEntity.name }),
    awards,
    bids: bidsOf(data, date),
  };
  return {
    uri: `${at.publicUrl}${ocdsExportPath(project.id)}`,
    version: '1.1',
    extensions: [...OCDS_EXTENSIONS],
    publishedDate: at.now.toISOString(),
    publisher: { name: data.brokerName },
    releases: [release],
  };
}

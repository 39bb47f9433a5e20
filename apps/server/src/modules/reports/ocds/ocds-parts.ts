import type { OcdsBidRow, OcdsData, OcdsFaqRow } from './ocds-data.js';

/** An organization as the release's other sections point to it (its entry in `parties`). */
export interface OrganizationReference {
  id: string;
  name: string;
}

export interface Organization extends OrganizationReference {
  roles: string[];
}

export interface Enquiry {
  id: string;
  date: string;
  description: string;
  answer?: string;
  dateAnswered?: string;
  threadID?: string;
}

/** The `parties` id of a supplier company (or, for a supplier known by its invitation only, of its product). */
export const supplierId = (bid: OcdsBidRow): string =>
  bid.companyId ? `company-${bid.companyId}` : `product-${bid.id}`;

export const supplierRef = (bid: OcdsBidRow): OrganizationReference => ({
  id: supplierId(bid),
  name: bid.companyName ?? bid.productName,
});

/**
 * The bid extension's closed bidStatus codelist. A bid whose answers are sealed, or that arrived while answers are
 * still being collected, is pending: the export never says more about it than sealing lets the buy side read.
 */
export function bidStatus(bid: OcdsBidRow, data: OcdsData): 'pending' | 'valid' | 'disqualified' | 'withdrawn' {
  if (bid.participationStatus === 'BLOCKED') return 'disqualified';
  if (bid.participationStatus === 'DECLINED') return 'withdrawn';
  if (bid.sealed || data.project.status === 'AWAITING') return 'pending';
  return 'valid';
}

/** The buyer (the client the broker acts for, else the broker) and, when they differ, the procuring entity. */
export function buyerParties(data: OcdsData): { buyer: Organization; procuringEntity: Organization | null } {
  const broker = { id: `company-${data.project.companyId}`, name: data.brokerName };
  if (!data.clientName || !data.project.clientId) {
    return { buyer: { ...broker, roles: ['buyer'] }, procuringEntity: null };
  }
  return {
    buyer: { id: `client-${data.project.clientId}`, name: data.clientName, roles: ['buyer'] },
    procuringEntity: { ...broker, roles: ['procuringEntity'] },
  };
}

/** Every supplier company that submitted, once, a tenderer and (when one of its products won) a supplier. */
export function supplierParties(bids: readonly OcdsBidRow[]): Organization[] {
  const parties = new Map<string, Organization>();
  for (const bid of bids) {
    const party = parties.get(supplierId(bid)) ?? { ...supplierRef(bid), roles: ['tenderer'] };
    if (bid.winner && !party.roles.includes('supplier')) party.roles.push('supplier');
    parties.set(party.id, party);
  }
  return [...parties.values()];
}

/**
 * The enquiries extension over the published FAQ: each public question, the project company's published replies as
 * its answer; a supplier's published follow-up opens a new enquiry of the same thread, answered by the replies after
 * it. Private, rejected and in-review items were never read (ocds-data.ts).
 */
export function enquiriesOf(faq: readonly OcdsFaqRow[]): Enquiry[] {
  const repliesOf = new Map<string, OcdsFaqRow[]>();
  for (const item of faq) {
    if (!item.parentId || !item.parentPublished) continue;
    repliesOf.set(item.parentId, [...(repliesOf.get(item.parentId) ?? []), item]);
  }
  return faq
    .filter((item) => item.parentId === null)
    .flatMap((question) => {
      const replies = repliesOf.get(question.id) ?? [];
      const threadID = replies.some((reply) => !reply.byProjectCompany) ? question.id : undefined;
      const thread: Enquiry[] = [];
      let current = enquiry(question, threadID);
      thread.push(current);
      for (const reply of replies) {
        if (reply.byProjectCompany) {
          current.answer = current.answer ? `${current.answer}\n\n${reply.text}` : reply.text;
          current.dateAnswered ??= reply.createdAt.toISOString();
        } else {
          current = enquiry(reply, question.id);
          thread.push(current);
        }
      }
      return thread;
    });
}

function enquiry(item: OcdsFaqRow, threadID: string | undefined): Enquiry {
  const base = { id: item.id, date: item.createdAt.toISOString(), description: item.text };
  return threadID ? { ...base, threadID } : base;
}

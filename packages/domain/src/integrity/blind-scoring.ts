/**
 * Issue 37 item 3, blind scoring: while a project with the feature on is in Scoring, buy-side users who do not own it
 * see its suppliers as "Supplier A", "Supplier B", ... in a stable per-project order that does not follow the
 * invitation order, and every text they read from a supplier has the suppliers' names, websites and e-mail domains
 * replaced by the aliases.
 */

/** The letters of the n-th alias (0: A, 25: Z, 26: AA, 27: AB, ...). */
function aliasLetters(index: number): string {
  let letters = '';
  let rest = index;
  do {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letters;
}

/** The n-th alias, from 0: "Supplier A", ... "Supplier Z", "Supplier AA". */
export const supplierAlias = (index: number): string => `Supplier ${aliasLetters(index)}`;

/** FNV-1a (32 bits) of a text: a stable, well-spread order key (not a secret). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The aliases of a project's suppliers (project product ids): ordered by a hash of the project id and each id, so the
 * order is the same on every request, differs between projects and does not follow the invitation order.
 */
export function blindAliases(projectId: string, projectProductIds: readonly string[]): Map<string, string> {
  const keyed = [...new Set(projectProductIds)].map((id) => ({ id, key: fnv1a(`${projectId}:${id}`) }));
  keyed.sort((left, right) => left.key - right.key || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0));
  return new Map(keyed.map(({ id }, index) => [id, supplierAlias(index)]));
}

/** What names a supplier in a text: its product and company names, its website and its e-mail addresses. */
export interface SupplierIdentity {
  alias: string;
  names: readonly (string | null | undefined)[];
  websites: readonly (string | null | undefined)[];
  emails: readonly (string | null | undefined)[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A website's host without "www." ("https://www.acme.example/x" -> "acme.example"), or null. */
function websiteHost(website: string | null | undefined): string | null {
  const trimmed = (website ?? '').trim().toLowerCase();
  if (!trimmed) return null;
  const host = trimmed
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#:]/)[0]
    ?.replace(/^www\./, '');
  return host?.includes('.') ? host : null;
}

/** An e-mail address's domain without "www.", or null. */
function mailDomain(email: string | null | undefined): string | null {
  const at = (email ?? '').trim().toLowerCase().lastIndexOf('@');
  if (at < 0) return null;
  const domain = (email ?? '')
    .trim()
    .toLowerCase()
    .slice(at + 1)
    .replace(/^www\./, '');
  return domain.includes('.') ? domain : null;
}

/** Names shorter than this are not masked (they would mask ordinary words). */
const SHORTEST_NAME = 2;

interface Term {
  pattern: string;
  alias: string;
  length: number;
}

function termsOf(identity: SupplierIdentity): Term[] {
  const domains = new Set<string>();
  for (const website of identity.websites) {
    const host = websiteHost(website);
    if (host) domains.add(host);
  }
  for (const email of identity.emails) {
    const domain = mailDomain(email);
    if (domain) domains.add(domain);
  }
  const terms: Term[] = [];
  for (const domain of domains) {
    const host = `(?:www\\.)?${escapeRegExp(domain)}`;
    // An address at the domain first (longest), then the host itself.
    terms.push({ pattern: `[\\p{L}\\p{N}._%+-]+@${host}`, alias: identity.alias, length: Number.MAX_SAFE_INTEGER });
    terms.push({ pattern: host, alias: identity.alias, length: domain.length + 4 });
  }
  for (const name of identity.names) {
    const trimmed = (name ?? '').trim().replace(/\s+/g, ' ');
    if (trimmed.length < SHORTEST_NAME) continue;
    const pattern = trimmed.split(' ').map(escapeRegExp).join('\\s+');
    terms.push({ pattern, alias: identity.alias, length: trimmed.length });
  }
  return terms;
}

/** A function replacing, in a text, every supplier's names, websites and e-mail domains by its alias. */
export type TextMask = (text: string) => string;

/**
 * The mask for a project's suppliers: case-insensitive, on word boundaries (a name inside a longer word stays), the
 * longest name first where names overlap ("Acme Benefits" before "Acme"), every supplier's names in every text (an
 * answer may name a competitor).
 */
export function textMask(identities: readonly SupplierIdentity[]): TextMask {
  const terms = identities.flatMap(termsOf);
  if (terms.length === 0) return (text) => text;
  terms.sort((left, right) => right.length - left.length);
  const boundary = '[\\p{L}\\p{N}_]';
  const source = terms.map((term) => `(${term.pattern})`).join('|');
  const matcher = new RegExp(`(?<!${boundary})(?:${source})(?!${boundary}|\\.${boundary})`, 'giu');
  return (text) =>
    text.replace(matcher, (...groups: unknown[]) => {
      const index = groups.slice(1, terms.length + 1).findIndex((group) => group !== undefined);
      return terms[index]?.alias ?? String(groups[0]);
    });
}

/** An answer file's name as a blind viewer reads it: "Supplier A - file 1.pdf" (the extension kept). */
export function blindFileName(alias: string, position: number, filename: string): string {
  const dot = filename.lastIndexOf('.');
  const extension = dot > 0 && filename.length - dot <= 10 ? filename.slice(dot).toLowerCase() : '';
  return `${alias} - file ${position}${/^\.[a-z0-9]+$/.test(extension) ? extension : ''}`;
}

export const BLIND_SCORING_TEXTS = {
  notice: 'Blind scoring: suppliers are shown as Supplier A, B, C',
  ownersChooseWinners: 'With blind scoring, a project owner selects the winners',
} as const;

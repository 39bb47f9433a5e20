import type { RegistrationInput } from '@shortlist/domain';
import type { Database } from '../../db/client.js';

/** An invitation to a project that a registration takes up (spec 2 §2 /register?token): a supplier's, a client's. */
export interface ProjectInvitation {
  /** What the registration form calls it. */
  kind: 'SUPPLIER' | 'CLIENT';
  email: string;
  project: { id: string; name: string };
  brokerName: string;
  /** The company name the registration form proposes. */
  companyName: string;
  /** Whether the company's website may be left out (a client member names their company only). */
  websiteOptional: boolean;
  /** Creates the invited account in the registration's transaction, claiming the link first so it works once. */
  register(tx: Database, data: RegistrationInput, passwordHash: string): Promise<void>;
}

export interface ProjectInvitationLookup {
  db: Database;
  token: string;
}

/** The invitation of its kind a registration link's token names, or null. */
export type ProjectInvitationKind = (context: ProjectInvitationLookup) => Promise<ProjectInvitation | null>;

import { VENDOR_PROFILE_ERROR_CODES, VENDOR_PROFILE_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vendorProfiles } from '../../db/schema/index.js';
import { AppError } from '../errors.js';
import type { Viewer } from '../viewer/index.js';

/** Spec 2 §8 VENDOR_PROFILE_IS_MISSED: a supplier user whose company has not submitted its profile is refused. */
export async function refuseMissingVendorProfile(db: Database, viewer: Viewer): Promise<void> {
  if (viewer.user.type !== 'SUPPLIER') return;
  const [profile] = await db
    .select({ step: vendorProfiles.registrationStep })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.companyId, viewer.company.id));
  if (profile?.step !== 'SUBMITTED')
    throw new AppError(403, VENDOR_PROFILE_ERROR_CODES.missed, VENDOR_PROFILE_MESSAGES.missed);
}

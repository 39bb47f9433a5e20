import { DEFAULT_RETENTION, type RetentionPeriods, retentionPeriodsSchema } from '@shortlist/domain';
import { parseInput } from '../../core/errors.js';
import type { Database } from '../../db/client.js';
import { retentionSettings } from '../../db/schema/index.js';

/** The platform's retention periods: its settings row (the migration inserts it), or the defaults without one. */
export async function loadRetentionPeriods(db: Database): Promise<RetentionPeriods> {
  const [row] = await db.select().from(retentionSettings).limit(1);
  if (!row) return { ...DEFAULT_RETENTION };
  const { projectMonths, accountMonths, analyticsMonths, auditMonths } = row;
  return { projectMonths, accountMonths, analyticsMonths, auditMonths };
}

/** Saves the periods after the shared validation (each bad value refused with its text, nothing changed). */
export async function saveRetentionPeriods(db: Database, input: unknown): Promise<RetentionPeriods> {
  const periods = parseInput(retentionPeriodsSchema, input);
  await db
    .insert(retentionSettings)
    .values({ id: true, ...periods })
    .onConflictDoUpdate({ target: retentionSettings.id, set: { ...periods, updatedAt: new Date() } });
  return periods;
}

/** The instant `months` whole months before `now` (UTC calendar months). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

import { type CompanySettings, companySettingsFormSchema, integrityOf } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound, parseInput } from '../../core/errors.js';
import type { CompanyRow, Viewer } from '../../core/viewer/index.js';
import { companies } from '../../db/schema/index.js';
import { getCompany, storedSettings } from './company-queries.js';
import { nullsAsAbsent } from './graphql-input.js';

/** Issue 37: the integrity features given change theirs; the others keep their stored value. */
const integrityChange = (stored: CompanySettings['integrity'], given: unknown) => ({
  ...integrityOf(stored),
  ...(given && typeof given === 'object' ? nullsAsAbsent(given as Readonly<Record<string, unknown>>) : {}),
});

/**
 * Spec 1 §5 Company settings. Settings left out keep their stored value; the whole result is validated, so a bad
 * value changes nothing.
 */
export async function updateCompanySettings(
  app: AppContext,
  viewer: Viewer,
  input: { id: string; name?: string | null; settings?: Readonly<Record<string, unknown>> | null },
): Promise<CompanyRow> {
  const company = await getCompany(app, viewer, input.id);
  const stored = storedSettings(company.settings);
  const given = nullsAsAbsent(input.settings ?? {});
  const { name, settings } = parseInput(companySettingsFormSchema, {
    ...nullsAsAbsent({ name: input.name }),
    settings: { ...stored, ...given, integrity: integrityChange(stored.integrity, given.integrity) },
  });
  const [row] = await app.db
    .update(companies)
    .set({ name, settings, updatedAt: new Date() })
    .where(eq(companies.id, company.id))
    .returning();
  if (!row) throw notFound('Company');
  return row;
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { conflictDeclarations, products, projectProducts, type users } from '../db/schema/index.js';

type Person = Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName'>;

/** The supplier the demo expert declared a conflict with (then hidden from them), and why. */
export const DEMO_CONFLICT = {
  product: 'Globex Enrol',
  description: 'I advised Globex Benefits on its enrolment module until last year.',
} as const;

/**
 * Conflict-of-interest declarations in the demo (issue 37 item 2): the project manager and the owner declared no
 * conflict with any supplier of the scoring project; the expert declared a conflict with one (hidden from them until
 * an owner lets them in) and none with the others; the viewer has not declared.
 */
export async function seedDemoConflicts(
  tx: Database,
  projectId: string,
  people: { clear: readonly Person[]; expert: Person },
): Promise<void> {
  const suppliers = await tx
    .select({ id: projectProducts.id, name: products.name })
    .from(projectProducts)
    .leftJoin(products, eq(products.id, projectProducts.productId))
    .where(and(eq(projectProducts.projectId, projectId), eq(projectProducts.participationStatus, 'ACCEPTED')));
  const accepted = suppliers;
  const declared = (person: Person, conflicted: (name: string | null) => boolean) =>
    accepted.map((supplier) => ({
      projectId,
      projectProductId: supplier.id,
      userId: person.id,
      userName: `${person.firstName} ${person.lastName}`.trim(),
      userEmail: person.email,
      hasConflict: conflicted(supplier.name),
      description: conflicted(supplier.name) ? DEMO_CONFLICT.description : null,
    }));
  const rows = [
    ...people.clear.flatMap((person) => declared(person, () => false)),
    ...declared(people.expert, (name) => name === DEMO_CONFLICT.product),
  ];
  if (rows.length > 0) await tx.insert(conflictDeclarations).values(rows);
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';

export const BENCH_VENDORS = 2_000;
export const BENCH_QUESTIONS = 20_000;

const TOPICS = [
  'payroll',
  'cloud hosting',
  'penetration testing',
  'office cleaning',
  'employment law',
  'business travel',
  'recruitment',
  'fleet leasing',
  'mobile contracts',
  'translation',
  'benefits enrolment',
  'data backup',
  'security guarding',
  'waste collection',
  'contract drafting',
  'hotel booking',
  'executive search',
  'telematics',
  'broadband',
  'interpreting',
  'wellness',
  'HRIS integration',
  'incident response',
  'facilities maintenance',
];
const ASPECTS = [
  'pricing',
  'onboarding',
  'service levels',
  'reporting',
  'data protection',
  'account management',
  'escalation',
  'certifications',
  'references',
  'implementation',
  'support hours',
  'insurance cover',
  'subcontractors',
  'sustainability',
  'continuity planning',
  'invoicing',
  'quality checks',
  'staff training',
  'audit rights',
  'exit arrangements',
];
const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]`);

/**
 * Issue 36's scale: BENCH_VENDORS supplier companies (profile, one product with a description and one of the broker's
 * service types) and BENCH_QUESTIONS more questions in the broker's library (every fifth public), in a few
 * set-based statements.
 */
export async function seedScale(db: Database, brokerId: string): Promise<void> {
  const topic = (index: string) => sql`(${textArray(TOPICS)})[1 + (${sql.raw(index)}) % ${TOPICS.length}]`;
  const aspect = (index: string) => sql`(${textArray(ASPECTS)})[1 + (${sql.raw(index)}) % ${ASPECTS.length}]`;
  await db.execute(sql`insert into companies (name, kind, website, settings)
    select 'Bench vendor ' || i, 'SUPPLIER', 'https://bench-' || i || '.example',
      (select settings from companies where kind = 'SUPPLIER' limit 1)
    from generate_series(1, ${BENCH_VENDORS}) i`);
  await db.execute(sql`insert into vendor_profiles (company_id, contact_name, email, industry)
    select id, 'Bench contact', 'sales@' || replace(lower(name), ' ', '-') || '.example', ${topic('abs(hashtext(name))')}
    from companies where name like 'Bench vendor %'`);
  await db.execute(sql`insert into products (company_id, name, description)
    select id, name || ' ' || ${topic('abs(hashtext(name))')},
      'We provide ' || ${topic('abs(hashtext(name || 1))')} || ' and ' || ${topic('abs(hashtext(name || 2))')}
        || ' with strong ' || ${aspect('abs(hashtext(name))')} || ' for employers of every size.'
    from companies where name like 'Bench vendor %'`);
  await db.execute(sql`insert into product_service_types (product_id, service_type_id)
    select p.id, (select st.id from supplier_service_types st where st.company_id = ${brokerId}
      order by md5(st.id::text || p.id::text) limit 1)
    from products p join companies c on c.id = p.company_id where c.name like 'Bench vendor %'`);
  await db.execute(sql`insert into library_questions (company_id, definition, is_public)
    select ${brokerId},
      jsonb_build_object('type', 'TEXT', 'label', 'How does your ' || ${topic('i')} || ' offer handle '
        || ${aspect('i / 24')} || ' (variant ' || i || ')?'),
      i % 5 = 0
    from generate_series(1, ${BENCH_QUESTIONS}) i`);
  await db.execute(sql`analyze`);
}

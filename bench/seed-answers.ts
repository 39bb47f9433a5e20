import { SupplierQuestionnaireDocument } from '@shortlist/web/documents';
import { print } from 'graphql';
import { graphql, signIn } from './requests.js';

export const ANSWERING_SUPPLIERS = 50;
export const ANSWERING_QUESTIONS = 1000;
export const ANSWERING_PROJECT = 'Bench questionnaire of 1,000 questions';
const SECTIONS = 10;
const DEMO_AWAITING = 'HR Platform RFP 2026 — Awaiting Answers';
const supplierEmail = (index: number) => `bench-supplier-${index}@suppliers.example`;

/**
 * Issue 15's load: a copy of the demo RFP awaiting answers with 1,000 approved STRING questions in 10 sections, and
 * 50 supplier companies (a user with the demo password, a vendor profile, a product) whose products have accepted
 * and answered every question once. In SQL while the server is stopped, like the library's load.
 */
export const SEED_ANSWERING_SQL = `
create temp table bench_project as select * from projects where name = '${DEMO_AWAITING}';
update bench_project set id = gen_random_uuid(), name = '${ANSWERING_PROJECT}';
insert into projects select * from bench_project;
insert into sections (project_id, position, name)
  select id, s, 'Bench section ' || s from bench_project, generate_series(0, ${SECTIONS - 1}) as s;
insert into project_questions (project_id, section_id, position, definition, status)
  select sections.project_id, sections.id, q,
    jsonb_build_object('type', 'STRING', 'label', sections.name || ', question ' || q, 'helperText', '',
      'attachments', '[]'::jsonb, 'placeholder', '', 'rules', jsonb_build_object('maxLength', null)),
    'APPROVED'
  from sections join bench_project on bench_project.id = sections.project_id,
    generate_series(0, ${ANSWERING_QUESTIONS / SECTIONS - 1}) as q;
insert into companies (name, kind, settings)
  select 'Bench Supplier ' || g, 'SUPPLIER', settings from companies, generate_series(1, ${ANSWERING_SUPPLIERS}) as g
  where companies.name = 'Acme Software';
insert into vendor_profiles (company_id, contact_name, email)
  select id, 'Bench contact', 'sales@' || id || '.example' from companies where name like 'Bench Supplier %';
insert into users (company_id, email, type, status, first_name, last_name, role_id, password_hash, terms_version,
    terms_accepted_at)
  select companies.id, 'bench-supplier-' || substring(companies.name from 16) || '@suppliers.example', demo.type,
    demo.status, 'Bench', 'Supplier', demo.role_id, demo.password_hash, demo.terms_version, demo.terms_accepted_at
  from companies, users as demo where companies.name like 'Bench Supplier %' and demo.email = 'supplier@acme.example';
insert into products (company_id, name)
  select id, name || ' product' from companies where name like 'Bench Supplier %';
insert into project_products (project_id, product_id, participation_status, invited_at)
  select bench_project.id, products.id, 'ACCEPTED', now()
  from bench_project, products join companies on companies.id = products.company_id
  where companies.name like 'Bench Supplier %';
insert into answers (project_product_id, question_id, value, answered_at)
  select project_products.id, project_questions.id, to_jsonb('Seeded answer'::text), now()
  from project_products join bench_project on bench_project.id = project_products.project_id
    join project_questions on project_questions.project_id = bench_project.id;
drop table bench_project;
`;

/** One bench supplier, signed in, and its participation in the bench questionnaire. */
export interface AnsweringSupplier {
  cookie: string;
  productId: string;
}

export interface AnsweringLoad {
  projectId: string;
  questionIds: string[];
  suppliers: AnsweringSupplier[];
}

/** The questionnaire page's own query (the web app's document). */
const QUESTIONNAIRE = print(SupplierQuestionnaireDocument);

/** Signs the 50 bench suppliers in and finds their participation and the questions (after SEED_ANSWERING_SQL). */
export async function answeringLoad(password: string): Promise<AnsweringLoad> {
  const suppliers: AnsweringSupplier[] = [];
  let projectId = '';
  for (let index = 1; index <= ANSWERING_SUPPLIERS; index += 1) {
    const cookie = await signIn(supplierEmail(index), password);
    const { projects } = (await graphql(cookie, '{ projects { results { id name } } }')) as {
      projects: { results: Array<{ id: string; name: string }> };
    };
    projectId = projects.results.find((row) => row.name === ANSWERING_PROJECT)?.id ?? '';
    const { supplierProject } = (await graphql(
      cookie,
      'query P($id: ID!) { supplierProject(id: $id) { products { id } } }',
      {
        id: projectId,
      },
    )) as { supplierProject: { products: Array<{ id: string }> } };
    suppliers.push({ cookie, productId: supplierProject.products[0]?.id ?? '' });
  }
  const first = suppliers[0] ?? { cookie: '', productId: '' };
  const { supplierQuestionnaire } = (await graphql(first.cookie, QUESTIONNAIRE, {
    projectId,
    productId: first.productId,
  })) as { supplierQuestionnaire: { sections: Array<{ questions: Array<{ questionId: string }> }> } };
  const questionIds = supplierQuestionnaire.sections.flatMap((section) =>
    section.questions.map((question) => question.questionId),
  );
  return { projectId, questionIds, suppliers };
}

/** The questionnaire page's request for one supplier: 1,000 questions with their answers. */
export const questionnaireVariables = (load: AnsweringLoad) => ({
  projectId: load.projectId,
  productId: load.suppliers[0]?.productId ?? '',
});
export { QUESTIONNAIRE as ANSWERING_QUESTIONNAIRE };

import { parseQuestionDefinition, QUESTION_LIMITS, type QuestionDefinition } from '@shortlist/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import type { SearchScope, SectionSuggestion } from '../provider.js';
import { searchRows } from './index-scans.js';
import {
  ALL_WORDS_FIRST,
  ANY_ROW_HAS_ALL_WORDS,
  allWordsQuery,
  anyWordQuery,
  closeness,
  englishVector,
  textMatches,
} from './keyword-match.js';

/** At most this many sections of at most this many questions (a reviewable first draft). */
export const GENERATED_LIMITS = { sections: 5, questionsPerSection: 8 } as const;
/** Labels this similar (pg_trgm) count as the same question. */
const DUPLICATE_SIMILARITY = 0.8;
/** The best candidates read before duplicates are dropped and sections formed. */
const CANDIDATES = 120;

interface CandidateRow {
  definition: unknown;
  source: string;
  section: string | null;
}

/**
 * The questions visible to the company that match the keyword: its own library questions and every company's public
 * (MeshVault) ones, and the questions of PUBLISHED templates. A library question is found through an index: its
 * label by full-text search (any word, stemmed) or by closeness (`%>`, trigram), or its place in a matching library
 * group of the company's own, or a matching tag (public or the company's own); only those found are ranked. When
 * some hold all the keyword's words (in the label, group or tag), only those are kept. Each carries where it came
 * from and the section it would go into: its template section, its library group (the company's own groups only),
 * or its tag.
 */
function candidates(scope: SearchScope) {
  const { keyword, companyId } = scope;
  const query = anyWordQuery(keyword);
  const allWords = allWordsQuery(keyword);
  const label = sql.raw('lq.search_label');
  const templateLabel = sql.raw(`lower(pq.definition ->> 'label')`);
  const score = (text: SQL) => sql`ts_rank(${englishVector(text)}, ${query}) + 0.5 * ${closeness(keyword, text)}`;
  const holdsAllWords = (text: string) => sql`${englishVector(sql.raw(text))} @@ ${allWords}`;
  return sql`with visible_tag as (
      select id, label from tags where company_id is null or company_id = ${companyId}
    ), matching_tag as (
      select id, ${holdsAllWords('label')} as all_words from visible_tag
      where ${textMatches(keyword, query, sql.raw('label'))}
    ), group_question as (
      select lgq.question_id, bool_or(${holdsAllWords('g.name')}) as all_words
      from library_groups g join library_group_questions lgq on lgq.group_id = g.id
      where g.company_id = ${companyId} and ${textMatches(keyword, query, sql.raw('g.name'))}
      group by lgq.question_id
    ), found as (
      select lq.id, lq.definition, lq.search_label as label, lq.tag_ids,
        case when lq.company_id = ${companyId} then 'Your library' else 'MeshVault' end as source,
        lq.company_id = ${companyId} as own, null::text as section,
        ${englishVector(label)} @@ ${allWords} or coalesce(gq.all_words, false)
          or exists (select 1 from matching_tag mt where mt.all_words and mt.id = any(lq.tag_ids)) as all_words,
        ${score(label)} + case when gq.question_id is null then 0 else 0.3 end
          + case when lq.tag_ids && (select array_agg(id) from matching_tag) then 0.1 else 0 end as score
      from library_questions lq
      left join group_question gq on gq.question_id = lq.id
      where (lq.is_public or lq.company_id = ${companyId}) and lq.id in (
        select id from library_questions where ${englishVector(sql.raw('search_label'))} @@ ${query}
        union select id from library_questions where search_label %> ${keyword}
        union select question_id from group_question
        union select lqt.question_id from library_question_tags lqt join matching_tag mt on mt.id = lqt.tag_id)
      union all
      select pq.id, pq.definition, ${templateLabel}, '{}'::uuid[], 'Template ''' || t.name || '''', false, s.name,
        ${englishVector(templateLabel)} @@ ${allWords}, ${score(templateLabel)}
      from templates t
      join project_questions pq on pq.project_id = t.draft_project_id
      join sections s on s.id = pq.section_id
      where t.status = 'PUBLISHED' and ${textMatches(keyword, query, templateLabel)}
    ), matching as (
      select found.*, ${ANY_ROW_HAS_ALL_WORDS} from found
    ), ranked as (
      select matching.*, row_number() over (order by score desc, label, id) as rank
      from matching where ${ALL_WORDS_FIRST} order by score desc, label, id limit ${CANDIDATES}
    ), fresh as (
      select * from ranked where not exists (select 1 from project_questions pq
        where pq.project_id = ${scope.projectId}
          and similarity(lower(pq.definition ->> 'label'), ranked.label) >= ${DUPLICATE_SIMILARITY})
    )
    select fresh.definition, fresh.source,
      coalesce(fresh.section,
        case when fresh.own then (select g.name from library_group_questions lgq
          join library_groups g on g.id = lgq.group_id
          where lgq.question_id = fresh.id order by lgq.linked_at, g.name limit 1) end,
        (select t.label from visible_tag t where t.id = any(fresh.tag_ids) order by t.label limit 1)) as section
    from fresh
    where not exists (select 1 from fresh better
      where better.rank < fresh.rank and similarity(better.label, fresh.label) >= ${DUPLICATE_SIMILARITY})
    order by fresh.rank`;
}

/** The stored content checked again by the domain's rules, without the source's attachments (its company's files). */
function cleanDefinition(stored: unknown): QuestionDefinition | null {
  const result = parseQuestionDefinition({ ...(stored as object), attachments: [] });
  return result.ok ? result.definition : null;
}

const sectionName = (name: string | null, keyword: string) =>
  (name?.trim() || keyword.trim().replace(/^\p{L}/u, (first) => first.toUpperCase())).slice(
    0,
    QUESTION_LIMITS.sectionName,
  );

/**
 * Spec 3 §4 AI question search, locally: the best matching visible questions without near-duplicates (pg_trgm
 * similarity of labels ≥ 0.8, among themselves and against the project's questions), grouped into sections in the
 * order of their best question, at most GENERATED_LIMITS.
 */
export async function generateQuestions(db: Database, scope: SearchScope): Promise<SectionSuggestion[]> {
  const rows = await searchRows<CandidateRow>(db, candidates(scope));
  const sections = new Map<string, SectionSuggestion>();
  for (const row of rows) {
    const definition = cleanDefinition(row.definition);
    if (!definition) continue;
    const name = sectionName(row.section, scope.keyword);
    const section = sections.get(name) ?? { name, questions: [] };
    if (!sections.has(name)) {
      if (sections.size === GENERATED_LIMITS.sections) continue;
      sections.set(name, section);
    }
    if (section.questions.length < GENERATED_LIMITS.questionsPerSection) {
      section.questions.push({ definition, source: row.source });
    }
  }
  return [...sections.values()];
}

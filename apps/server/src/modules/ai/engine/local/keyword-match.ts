import { type SQL, sql } from 'drizzle-orm';

/**
 * pg_trgm's word similarity at or above which a keyword counts as close to a text (a typo, a prefix): the default of
 * pg_trgm.word_similarity_threshold, so that `text %> keyword` (served by the trigram indexes, with the
 * indexed column on the left) agrees with it.
 */
export const CLOSE_SIMILARITY = 0.6;

/** The keyword's words (letters and digits), lower case: what the full-text query is built from. */
export function keywordWords(keyword: string): string[] {
  return keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The full-text query matching any of the keyword's words (stemmed, stop words dropped); ts_rank then rewards the
 * texts that hold more of them. websearch_to_tsquery reads 'or' between words as OR and never fails on user input.
 */
export const anyWordQuery = (keyword: string): SQL =>
  sql`websearch_to_tsquery('english', ${keywordWords(keyword).join(' or ')})`;

/** The full-text query matching texts that hold every one of the keyword's words (stemmed, stop words dropped). */
export const allWordsQuery = (keyword: string): SQL =>
  sql`websearch_to_tsquery('english', ${keywordWords(keyword).join(' ')})`;

/** Whether any matching row holds all the keyword's words (a window over the rows' `all_words` column). */
export const ANY_ROW_HAS_ALL_WORDS = sql.raw('bool_or(all_words) over () as any_all_words');
/**
 * Among matching rows, those holding all the keyword's words when any row does (a buyer who types 'penetration
 * testing' means both), else every one: the filter on a row carrying `all_words` and ANY_ROW_HAS_ALL_WORDS.
 */
export const ALL_WORDS_FIRST = sql.raw('(all_words or not any_all_words)');

/** The English text-search vector of a text expression (the expression the tsvector indexes are built on). */
export const englishVector = (text: SQL): SQL => sql`to_tsvector('english'::regconfig, ${text})`;

/** The keyword's closeness to a text, 0–1: the best match of the keyword against any stretch of the text. */
export const closeness = (keyword: string, text: SQL): SQL => sql`word_similarity(${keyword}, ${text})`;

/** The text holds the keyword's words (stemmed) or something close to the keyword. */
export const textMatches = (keyword: string, query: SQL, text: SQL): SQL =>
  sql`(${englishVector(text)} @@ ${query} or ${closeness(keyword, text)} >= ${CLOSE_SIMILARITY})`;

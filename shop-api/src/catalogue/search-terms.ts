import { sql, type RawBuilder } from 'kysely';
import type { ShopDb } from '../db/connection';

/**
 * What a shopper's search text looks for, built on the vocabulary of migration 008 (ADR 0146).
 * The text is split into words by PostgreSQL's own parser, with accents folded as in the
 * products' documents, so both sides always agree on what a word is.
 */

/** At most this many words of a search count (the API already cuts the text to 100 characters). */
const MAX_WORDS = 10;
/**
 * How close (pg_trgm word_similarity) a vocabulary word must be to stand in for a typo: one
 * wrong letter in a short word ("burbon", "vodca") scores 0.5. Candidates come through the `%`
 * operator (similarity 0.3, the extension's default) so the trigram index finds them.
 */
const TYPO_SIMILARITY = 0.5;
/** Alternatives tried for one unknown word. */
const TYPO_ALTERNATIVES = 3;

interface SearchWord {
  /** The word as searched: lower case, accents folded. */
  token: string;
  /** Vocabulary words with the same English stem: the singular of a plural, and so on. */
  sameStem: string[];
  /** Vocabulary words close to a word the vocabulary does not know: typos' likely meaning. */
  similar: string[];
}

/** A lexeme quoted for tsquery input: the text is data, whatever it holds. */
function lexeme(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The words of `text` in typed order. A word the vocabulary knows (as the start of one of its
 * words, or by English stem) is searched as typed; one it does not know also brings the
 * vocabulary's closest words, so "burbon" finds bourbons.
 */
async function searchWords(db: ShopDb, text: string): Promise<SearchWord[]> {
  const { rows } = await sql<SearchWord>`
    with typed as (
      select t.lexeme as token, coalesce((ts_lexize('english_stem', t.lexeme))[1], t.lexeme) as stem, t.positions[1] as at
      from unnest(to_tsvector('simple'::regconfig, search_unaccent(${text}))) t
      order by t.positions[1]
      limit ${MAX_WORDS}
    )
    select typed.token,
      array(
        select w.word from search_words w where w.stem = typed.stem and w.word <> typed.token order by w.word limit ${TYPO_ALTERNATIVES}
      ) as "sameStem",
      case when length(typed.token) < 3
        or exists (select 1 from search_words w where w.word like ${likePrefix(sql.ref('typed.token'))})
        or exists (select 1 from search_words w where w.stem = typed.stem)
      then array[]::text[]
      else array(
        select w.word from search_words w
        where w.word % typed.token and word_similarity(typed.token, w.word) >= ${TYPO_SIMILARITY}
        order by word_similarity(typed.token, w.word) desc, similarity(typed.token, w.word) desc, w.word
        limit ${TYPO_ALTERNATIVES}
      )
      end as similar
    from typed
    order by typed.at`.execute(db);
  return rows;
}

/** `token%` as a LIKE pattern whose own wildcards match themselves. */
function likePrefix(token: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`replace(replace(replace(${token}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}

/**
 * The tsquery (as text PostgreSQL reads back with ::tsquery) that products must match: every
 * word, in any order, as the start of a word, through a word of the same English stem, or as
 * one of its likely meanings. Null when the text holds no word at all (punctuation only): nothing matches it.
 */
export async function searchQuery(db: ShopDb, text: string): Promise<string | null> {
  const words = await searchWords(db, text);
  if (words.length === 0) return null;
  return words
    .map((w) => {
      const alternatives = [w.token, ...w.sameStem, ...w.similar].map((word) => `${lexeme(word)}:*`);
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * "Did you mean": the search with each word the vocabulary does not hold as such replaced by
 * its closest vocabulary word (pg_trgm similarity, as written with accents), or null when
 * nothing changes. The caller checks the suggestion finds something before offering it.
 */
export async function closestSearch(db: ShopDb, text: string): Promise<string | null> {
  const { rows } = await sql<{ token: string; closest: string | null }>`
    with typed as (
      select t.lexeme as token, t.positions[1] as at
      from unnest(to_tsvector('simple'::regconfig, search_unaccent(${text}))) t
      order by t.positions[1]
      limit ${MAX_WORDS}
    )
    select typed.token,
      case when exists (select 1 from search_words w where w.word = typed.token) then null
      else (
        select w.display from search_words w
        where w.word % typed.token
        order by similarity(w.word, typed.token) desc, w.word
        limit 1
      )
      end as closest
    from typed
    order by typed.at`.execute(db);
  if (!rows.some((r) => r.closest)) return null;
  return rows.map((r) => r.closest ?? r.token).join(' ');
}

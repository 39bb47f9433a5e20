/** What the Rules column of this product's answers file says of a question, read back (see rulesInWords). */
export interface WordedRules {
  options?: string[];
  multiple?: boolean;
  min?: string;
  max?: string;
}

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const BETWEEN = new RegExp(`^Number between ${NUMBER} and ${NUMBER}$`);
const AT_LEAST = new RegExp(`^Number of at least ${NUMBER}$`);
const AT_MOST = new RegExp(`^Number of at most ${NUMBER}$`);
/** A choice list's rule may go on to say which choices ask for a text. */
const ASKING = /\. [\s\S]*? asks? for a text: [\s\S]*$/;

const labels = (list: string) => list.split(', ').map((label) => label.trim());

/** The choices or bounds the words give; {} for any other rule (a text's length, a file, an address). */
export function rulesFromWords(words: string): WordedRules {
  const rule = words.replace(ASKING, '');
  const any = /^Any of: ([\s\S]*) \(separated by commas\)$/.exec(rule);
  if (any?.[1]) return { options: labels(any[1]), multiple: true };
  const one = /^One of: ([\s\S]*)$/.exec(rule);
  if (one?.[1]) return { options: labels(one[1]), multiple: false };
  const between = BETWEEN.exec(rule);
  if (between) return { min: between[1], max: between[2] };
  const atLeast = AT_LEAST.exec(rule)?.[1];
  if (atLeast) return { min: atLeast };
  const atMost = AT_MOST.exec(rule)?.[1];
  return atMost ? { max: atMost } : {};
}

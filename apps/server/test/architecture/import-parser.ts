/**
 * Reads the module specifiers a TypeScript or TSX file imports: static imports (type-only ones too), `export … from`,
 * side-effect imports and `import('…')` (also in type position, `typeof import('…')`). A small tokenizer skips
 * comments, strings, template literals and regular expressions, so text that only looks like an import is not one.
 */

export type ImportKind = 'static' | 'side-effect' | 're-export' | 'dynamic';

export interface ImportRef {
  specifier: string;
  kind: ImportKind;
  /** `import type …`, `export type … from` or `typeof import('…')`: erased at run time, still an edge of the graph. */
  typeOnly: boolean;
  line: number;
}

type Token = { type: 'word' | 'punct'; value: string; line: number } | { type: 'string'; value: string; line: number };

/** After these words a `/` starts a regular expression, not a division. */
const KEYWORDS_BEFORE_EXPRESSION = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'void']);
const WORD_START = /[A-Za-z_$]/;
const WORD_CHAR = /[\w$]/;

/** Skips to the end of a quoted string; strings end at a line break, so a stray apostrophe in JSX text costs a line. */
function readQuoted(source: string, start: number): { value: string; end: number } | null {
  const quote = source[start];
  let value = '';
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') {
      value += source[i + 1] ?? '';
      i += 1;
    } else if (char === quote) {
      return { value, end: i + 1 };
    } else if (char === '\n') {
      return null;
    } else {
      value += char;
    }
  }
  return null;
}

/** Index just after the template text starting at `start`, and whether it stopped at a `${` (true) or the closing backtick. */
function skipTemplateText(source: string, start: number): { end: number; opensExpression: boolean } {
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') i += 1;
    else if (char === '`') return { end: i + 1, opensExpression: false };
    else if (char === '$' && source[i + 1] === '{') return { end: i + 2, opensExpression: true };
  }
  return { end: source.length, opensExpression: false };
}

function skipRegExp(source: string, start: number): number {
  let inClass = false;
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') i += 1;
    else if (char === '\n') return i;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) {
      let end = i + 1;
      while (end < source.length && WORD_CHAR.test(source[end] ?? '')) end += 1;
      return end;
    }
  }
  return source.length;
}

function slashStartsRegExp(previous: Token | undefined): boolean {
  if (!previous) return true;
  if (previous.type === 'string') return false;
  if (previous.type === 'word') return KEYWORDS_BEFORE_EXPRESSION.has(previous.value);
  return ![')', ']', '}'].includes(previous.value);
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  /** One entry per open `{`: true when it is a template's `${`, so its `}` resumes the template text. */
  const braces: boolean[] = [];
  let line = 1;
  let i = 0;
  const advanceTo = (end: number) => {
    for (let k = i; k < end; k += 1) if (source[k] === '\n') line += 1;
    i = end;
  };
  const resumeTemplate = (from: number) => {
    const { end, opensExpression } = skipTemplateText(source, from);
    if (opensExpression) braces.push(true);
    advanceTo(end);
  };
  while (i < source.length) {
    const char = source[i] ?? '';
    const next = source[i + 1];
    if (char === '\n' || char === ' ' || char === '\t' || char === '\r') {
      advanceTo(i + 1);
    } else if (char === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      advanceTo(end === -1 ? source.length : end);
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      advanceTo(end === -1 ? source.length : end + 2);
    } else if (char === '/' && slashStartsRegExp(tokens.at(-1))) {
      tokens.push({ type: 'punct', value: '/regexp/', line });
      advanceTo(skipRegExp(source, i));
    } else if (char === '`') {
      tokens.push({ type: 'punct', value: '`template`', line });
      resumeTemplate(i + 1);
    } else if (char === "'" || char === '"') {
      const quoted = readQuoted(source, i);
      if (quoted) tokens.push({ type: 'string', value: quoted.value, line });
      advanceTo(quoted ? quoted.end : i + 1);
    } else if (WORD_START.test(char)) {
      let end = i + 1;
      while (end < source.length && WORD_CHAR.test(source[end] ?? '')) end += 1;
      tokens.push({ type: 'word', value: source.slice(i, end), line });
      advanceTo(end);
    } else if (char === '{') {
      braces.push(false);
      tokens.push({ type: 'punct', value: char, line });
      advanceTo(i + 1);
    } else if (char === '}' && braces.at(-1) === true) {
      braces.pop();
      resumeTemplate(i + 1);
    } else {
      if (char === '}') braces.pop();
      tokens.push({ type: 'punct', value: char, line });
      advanceTo(i + 1);
    }
  }
  return tokens;
}

/** Tokens an import or export clause may hold between the keyword and `from`. */
function isClauseToken(token: Token): boolean {
  if (token.type === 'word') return token.value !== 'import' && token.value !== 'export';
  return token.type === 'punct' && ['{', '}', ',', '*'].includes(token.value);
}

/** The `from '…'` string closing the clause that starts at `start`, or null when the statement has none. */
function fromSpecifier(tokens: Token[], start: number): { specifier: string; typeOnly: boolean } | null {
  const typeOnly = tokens[start]?.type === 'word' && tokens[start]?.value === 'type';
  for (let k = start; k < tokens.length; k += 1) {
    const token = tokens[k] as Token;
    const following = tokens[k + 1];
    if (token.type === 'word' && token.value === 'from' && following?.type === 'string') {
      return { specifier: following.value, typeOnly };
    }
    if (!isClauseToken(token)) return null;
  }
  return null;
}

export function parseImports(source: string): ImportRef[] {
  const tokens = tokenize(source);
  const imports: ImportRef[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'word' || (token.value !== 'import' && token.value !== 'export')) return;
    const previous = tokens[index - 1];
    if (previous?.type === 'punct' && previous.value === '.') return;
    const next = tokens[index + 1];
    if (token.value === 'import' && next?.type === 'string') {
      imports.push({ specifier: next.value, kind: 'side-effect', typeOnly: false, line: token.line });
      return;
    }
    const call = tokens[index + 2];
    if (token.value === 'import' && next?.type === 'punct' && next.value === '(' && call?.type === 'string') {
      const typeOnly = previous?.type === 'word' && previous.value === 'typeof';
      imports.push({ specifier: call.value, kind: 'dynamic', typeOnly, line: token.line });
      return;
    }
    const clause = fromSpecifier(tokens, index + 1);
    if (!clause) return;
    const kind = token.value === 'import' ? 'static' : 're-export';
    imports.push({ ...clause, kind, line: token.line });
  });
  return imports;
}

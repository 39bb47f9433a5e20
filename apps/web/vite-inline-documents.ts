import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One generated document per line: `export const NameDocument = {...} as unknown as DocumentNode<...>;`. */
const GENERATED_DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
/** A `graphql(`...`)` call of the client preset, with the document's source. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;

async function generatedDocuments(file: string): Promise<Map<string, string>> {
  const text = await readFile(file, 'utf8');
  return new Map([...text.matchAll(GENERATED_DOCUMENT)].map(([, name, literal]) => [name ?? '', literal ?? '']));
}

function exportNameOf(source: string): string {
  const match = DEFINITION.exec(source);
  if (match === null) throw new Error(`A graphql() document without a named operation or fragment: ${source}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/**
 * The client preset's `graphql()` looks documents up in a map of every document of the application, so whichever
 * chunk holds that map holds all of them. For production this replaces each call with its own document, as
 * generated in src/gql/graphql.ts (what the preset's babel plugin does), so a chunk carries only the documents it
 * uses and the map drops out of the bundle. Tests and the dev server keep calling `graphql()`.
 */
export function inlineDocuments(): Plugin {
  let generatedFile = '';
  let documents = new Map<string, string>();
  return {
    name: 'shortlist-inline-documents',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      generatedFile = path.resolve(config.root, 'src/gql/graphql.ts');
    },
    async buildStart() {
      documents = await generatedDocuments(generatedFile);
      this.addWatchFile(generatedFile);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes(`${path.sep}gql${path.sep}`) || !code.includes('graphql(')) return null;
      let replaced = false;
      const inlined = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = exportNameOf(source);
        const literal = documents.get(name);
        if (literal === undefined) throw new Error(`${name} is not in src/gql/graphql.ts: run npm run codegen`);
        replaced = true;
        return `(${literal})`;
      });
      return replaced ? { code: inlined, map: null } : null;
    },
  };
}

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

/** Writes schema.graphql, the committed contract the web's typed documents are generated from. */
const target = path.join(import.meta.dirname, '../../schema.graphql');
writeFileSync(target, `${printSchema(schema)}\n`);
console.log(`Wrote ${target}`);

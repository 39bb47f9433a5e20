import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv-draft-04';

/** The committed OCDS 1.1 schema files (fixtures/ocds/README.md names their sources). */
const SCHEMA_DIR = path.join(import.meta.dirname, '..', 'fixtures', 'ocds');
const readSchema = (name: string): unknown => JSON.parse(readFileSync(path.join(SCHEMA_DIR, name), 'utf8'));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 7386 JSON Merge Patch, how OCDS tools apply an extension's release-schema.json to the core schema. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const merged: { [key: string]: unknown } = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = mergePatch(merged[key], value);
  }
  return merged;
}

/** RFC 3339 date-time, as OCDS requires. */
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;

/**
 * A draft-04 validator of release packages: the release schema with the bids and enquiries extensions merged in,
 * registered under its published id, which the package schema's `releases` refers to. OCDS's own keywords
 * (codelist, deprecated, omitWhenMerged...) are annotations, so strict mode is off; the two formats OCDS uses are
 * checked.
 */
export function ocdsPackageValidator() {
  const release = ['bid-extension-release-schema.json', 'enquiry-extension-release-schema.json']
    .map(readSchema)
    .reduce(mergePatch, readSchema('release-schema.json'));
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('date-time', (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addSchema(release as object);
  const validate = ajv.compile(readSchema('release-package-schema.json') as object);
  return (data: unknown) => {
    const valid = validate(data);
    return { valid, errors: valid ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`) };
  };
}

/** The parts of a release the tests read. */
export interface OcdsRelease {
  ocid: string;
  tag: string[];
  parties: Array<{ id: string; name: string; roles: string[] }>;
  buyer: { id: string; name: string };
  tender: {
    title: string;
    status: string;
    tenderers: Array<{ id: string; name: string }>;
    enquiries: Array<{ id: string; description: string; answer?: string; threadID?: string }>;
  };
  awards?: Array<{ status: string; suppliers?: Array<{ id: string; name: string }>; relatedBids?: string[] }>;
  bids: {
    statistics: Array<{ measure: string; value: number }>;
    details: Array<{ id: string; status: string; description: string; tenderers: Array<{ name: string }> }>;
  };
}

export interface OcdsPackage {
  uri: string;
  version: string;
  extensions: string[];
  releases: OcdsRelease[];
}

import { Converter } from '@apiture/openapi-down-convert';
import openapiDiff from 'openapi-diff';

/**
 * Breaking changes between two versions of the API document, found by openapi-diff. openapi-diff
 * reads OpenAPI 3.0 only, so both documents are first down-converted (@apiture/openapi-down-convert)
 * and then given the two 3.0 spellings that converter leaves in 3.1 form: numeric
 * `exclusiveMinimum`/`exclusiveMaximum` and `null` as a member of `anyOf`/`oneOf`.
 */

export interface BreakingChange {
  code: string;
  location: string;
}

type Json = Record<string, unknown>;

function to30Spellings(node: unknown) {
  if (Array.isArray(node)) {
    for (const item of node) to30Spellings(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] === 'number') {
      schema[bound] = schema[exclusive];
      schema[exclusive] = true;
    }
  }
  for (const union of ['anyOf', 'oneOf'] as const) {
    const members = schema[union];
    if (!Array.isArray(members)) continue;
    const nonNull = members.filter((member) => (member as Json | null)?.type !== 'null');
    if (nonNull.length === members.length) continue;
    schema.nullable = true;
    if (nonNull.length === 1) {
      delete schema[union];
      Object.assign(schema, nonNull[0]);
    } else {
      schema[union] = nonNull;
    }
  }
  for (const value of Object.values(schema)) to30Spellings(value);
}

function asOpenApi30(document: object): string {
  const copy = structuredClone(document);
  const converted = new Converter(copy, {
    verbose: false,
    deleteExampleWithId: true,
    allOfTransform: false,
  }).convert();
  to30Spellings(converted);
  return JSON.stringify(converted);
}

export async function breakingChanges(before: object, after: object): Promise<BreakingChange[]> {
  const outcome = await openapiDiff.diffSpecs({
    sourceSpec: { content: asOpenApi30(before), location: 'before.json', format: 'openapi3' },
    destinationSpec: { content: asOpenApi30(after), location: 'after.json', format: 'openapi3' },
  });
  if (!outcome.breakingDifferencesFound) return [];
  return outcome.breakingDifferences.map((difference) => ({
    code: difference.code,
    location:
      difference.sourceSpecEntityDetails[0]?.location ??
      difference.destinationSpecEntityDetails[0]?.location ??
      '',
  }));
}

export function majorOf(document: { info?: { version?: string } }): number {
  const major = Number.parseInt(document.info?.version ?? '', 10);
  return Number.isNaN(major) ? 0 : major;
}

/**
 * Why `after` may not replace `before`: its breaking changes, unless `info.version` got a new
 * major. Empty when it may.
 */
export async function unannouncedBreakingChanges(
  before: { info?: { version?: string } },
  after: { info?: { version?: string } },
): Promise<BreakingChange[]> {
  if (majorOf(after) > majorOf(before)) return [];
  return breakingChanges(before, after);
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { buildSchema, Kind, NoUnusedFragmentsRule, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { armor, LIMITS } from '../../gateway/guards';
import { loadTypeDefs } from '../../gateway/schema';
import { adminOperationDocuments } from '../../scripts/codegen/adminOperations';

/**
 * The web's operations (web/src/**\/*.graphql and the generated admin operations, the documents
 * codegen types) must pass the same validation the gateway runs — schema rules plus the
 * depth/cost/alias/directive guards — so a guard can never refuse a screen's own query at runtime.
 */
const webDir = path.resolve('web/src');
const files = (fs.readdirSync(webDir, { recursive: true }) as string[]).filter((f) => f.endsWith('.graphql')).map((f) => path.join(webDir, f));
const sources = [...files.map((f) => fs.readFileSync(f, 'utf8')), ...adminOperationDocuments];

describe("the web's operations against the gateway's rules", () => {
  const schema = buildSchema(loadTypeDefs());
  // Fragments may live in another file, so every file is validated together.
  const whole: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: sources.flatMap((source) => parse(source, { maxTokens: LIMITS.maxTokens }).definitions),
  };
  const rules = [...specifiedRules.filter((r) => r !== NoUnusedFragmentsRule), ...armor()];

  it('finds the operation files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('validates every operation within the guards', () => {
    const errors = validate(schema, whole, rules).map((e) => e.message);
    expect(errors).toEqual([]);
  });

  it('includes the dashboard as one operation with the four root fields', () => {
    const ops = whole.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const dashboard = ops.find((op) => op.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'visitorStats'));
    const roots = dashboard?.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : '')).sort();
    // Counts and the newest few (#37): the inbox's and the news' pages carry their totals.
    expect(roots).toEqual(['bands', 'contactInbox', 'newsPage', 'visitorStats']);
  });
});

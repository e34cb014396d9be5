// The permission matrix over the schema itself: every root field declares a guard (a feature
// requirement, signed-in, or public on purpose), and every requirement names a real feature.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isObjectType } from 'graphql';
import { featureInfo, parseRequirement } from '@hotel/domain';
import { bffSchema } from './schema.js';

const GUARDS = ['requires', 'signedIn', 'public'];

test('every query, mutation and subscription field declares exactly one guard', async () => {
  const schema = await bffSchema();
  const unguarded: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      const guards = (field.astNode?.directives ?? []).filter((d) => GUARDS.includes(d.name.value));
      if (guards.length !== 1) unguarded.push(`${root.name}.${field.name} (${guards.length} guards)`);
    }
  }
  assert.deepEqual(unguarded, []);
});

test('every @requires names a feature of the catalogue and a known operation', async () => {
  const schema = await bffSchema();
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const d of field.astNode?.directives ?? []) {
        if (d.name.value !== 'requires') continue;
        const arg = d.arguments?.[0]?.value;
        assert.ok(arg && arg.kind === 'StringValue', `${field.name}: permission argument`);
        const { feature } = parseRequirement(arg.value);
        assert.ok(featureInfo(feature), `${field.name}: unknown feature ${feature}`);
      }
    }
  }
});

test('only sign-in and account recovery are public', async () => {
  const schema = await bffSchema();
  const pub: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if ((field.astNode?.directives ?? []).some((d) => d.name.value === 'public')) pub.push(field.name);
    }
  }
  assert.deepEqual(pub.sort(), [
    'confirmUser',
    'forgotPassword',
    'resetPassword',
    'signIn',
    'signUp',
    'verifySecurityCode',
  ]);
});

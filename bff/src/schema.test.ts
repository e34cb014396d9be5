// The permission matrix over the schema itself: every root field declares a guard (a feature
// requirement, signed-in, or public on purpose), and every requirement names a real feature.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  getNamedType,
  isInputObjectType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { featureInfo, parseRequirement } from '@hotel/domain';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
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

/** The type at `path`, walking input objects (an argument's path) or object types (the parent's fields). */
function typeAt(
  start: readonly (GraphQLArgument | GraphQLField<unknown, unknown>)[],
  path: string,
): GraphQLInputType | GraphQLOutputType | null {
  const [first, ...rest] = path.split('.');
  let type: GraphQLInputType | GraphQLOutputType | null = start.find((a) => a.name === first)?.type ?? null;
  for (const key of rest) {
    const named = type && getNamedType(type);
    if (!named || !(isInputObjectType(named) || isObjectType(named))) return null;
    type = named.getFields()[key]?.type ?? null;
  }
  return type;
}

test("a service-scoped guard's source is an Int argument of the field (or on an object type, its field)", async () => {
  const schema = await bffSchema();
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const broken: string[] = [];
  let scoped = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const requires = field.astNode?.directives?.find((d) => d.name.value === 'requires');
      const source = requires?.arguments?.find((a) => a.name.value === 'service')?.value;
      if (!source) continue;
      scoped++;
      assert.equal(source.kind, 'StringValue', `${type.name}.${field.name}: service is a path`);
      const path = source.kind === 'StringValue' ? source.value : '';
      const found = typeAt(roots.has(type) ? field.args : Object.values(type.getFields()), path);
      if (!found || getNamedType(found).name !== 'Int') broken.push(`${type.name}.${field.name} (${path})`);
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(scoped > 40, `${scoped} service-scoped guards`);
});

test("a hotel-scoped guard's source is an Int argument of the field", async () => {
  const schema = await bffSchema();
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const broken: string[] = [];
  let scoped = 0;
  for (const root of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const requires = field.astNode?.directives?.find((d) => d.name.value === 'requires');
      const source = requires?.arguments?.find((a) => a.name.value === 'hotel')?.value;
      if (!source) continue;
      scoped++;
      const path = source.kind === 'StringValue' ? source.value : '';
      const found = typeAt(field.args, path);
      if (!found || getNamedType(found).name !== 'Int') broken.push(`${root!.name}.${field.name} (${path})`);
    }
  }
  assert.deepEqual(broken, []);
  assert.ok(scoped > 80, `${scoped} hotel-scoped guards`);
});

test('the SDL shows where a service-scoped operation takes its service from', async () => {
  const sdl = printSchemaWithDirectives(await bffSchema());
  assert.match(
    sdl,
    /updateRestaurantTable\(input: TableInput!, id: Int!\): TablePayload! @requires\(permission: "RESTAURANT_TABLE:EDIT", service: "input.serviceId"\)/,
  );
  assert.match(
    sdl,
    /createSeason\(input: SeasonInput!\): SeasonPayload! @requires\(permission: "SEASON:ADD", hotel: "input.hotelId"\)/,
  );
});

test("only sign-in, account recovery and the guest's own booking are public", async () => {
  const schema = await bffSchema();
  const pub: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if ((field.astNode?.directives ?? []).some((d) => d.name.value === 'public')) pub.push(field.name);
    }
  }
  assert.deepEqual(pub.sort(), [
    // The guest's own booking page (/manage-reservation): proven by reference number and e-mail.
    'cancelGuestBooking',
    'confirmUser',
    'forgotPassword',
    'guestBooking',
    'resetPassword',
    'signIn',
    'signUp',
    'verifySecurityCode',
  ]);
});

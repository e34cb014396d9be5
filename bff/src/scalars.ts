// Custom scalars shared by every module. Money: an amount in the service's currency with two
// decimals (operations §1, §9), serialised as a JSON number; clients add amounts up with the
// domain's Money, never as floats.
import { MONEY_DECIMALS, round } from '@hotel/domain';
import { GraphQLScalarType, Kind } from 'graphql';

/** Upstream amounts are already in cents; rounding (half away from zero, exactly) only guards the wire form. */
const toCents = (value: number) => round(value, MONEY_DECIMALS);

function moneyFrom(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new TypeError(`Money must be a number, got ${String(value)}`);
  return n;
}

export const Money = new GraphQLScalarType<number, number>({
  name: 'Money',
  description:
    'An amount with two decimals, as a number (e.g. 1331.29). Inputs are passed on unrounded for the server to validate.',
  serialize: (value) => toCents(moneyFrom(value)),
  parseValue: (value) => moneyFrom(value),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT || ast.kind === Kind.STRING) return moneyFrom(ast.value);
    throw new TypeError('Money must be a number');
  },
});

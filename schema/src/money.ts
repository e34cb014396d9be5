// Amounts in the contract (operations §9): a JSON number with at most two decimals, read on either
// side with the domain's Money.fromWire. A third decimal means a float sum leaked; both tiers check
// results against the contract, so it fails there rather than reaching a screen.
import { isWireAmount } from '@hotel/domain';
import { z } from 'zod';

export const AMOUNT_DECIMALS_MESSAGE = 'An amount has at most two decimals';

export const money = z.number().refine(isWireAmount, AMOUNT_DECIMALS_MESSAGE);

import type { Migration } from '../migrate.js';
import core from './001-core.js';
import restaurant from './002-restaurant.js';
import administration from './003-administration.js';
import leadTypes from './004-lead-types.js';

export const MIGRATIONS: readonly Migration[] = [core, restaurant, administration, leadTypes];

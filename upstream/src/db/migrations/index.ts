import type { Migration } from '../migrate.js';
import core from './001-core.js';

export const MIGRATIONS: readonly Migration[] = [core];

import { Foundation1763800000000 } from './1763800000000-foundation.js';

/** Every migration in order. A new migration is added here (its timestamp names its order). */
export const ALL_MIGRATIONS = [Foundation1763800000000];

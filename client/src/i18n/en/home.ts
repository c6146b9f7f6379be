import { homeBelow } from './home-below';
import { homeInitial } from './home-initial';

/**
 * The home page (features/home): hero, counters, categories, highlights, testimonials, pricing and the join-us form.
 * The app bundles the first screen's half (./home-initial.ts) and loads the rest (./home-below.ts) with the sections
 * below it; this whole namespace is for the types, the other languages' shape and the tests.
 */
export const home = { ...homeInitial, ...homeBelow } as const;

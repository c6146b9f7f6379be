import type { en } from './en/index';

/** A catalogue's shape with every text widened to `string`: what another language's catalogue must match. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/**
 * The shape every language's catalogue has: the English catalogue's namespaces and keys, with texts of
 * the language. `export const hi: Catalogue = { ... }` makes a missing or extra key a type error; the placeholders
 * are checked by catalogue-parity.test.ts.
 */
export type Catalogue = Widen<typeof en>;

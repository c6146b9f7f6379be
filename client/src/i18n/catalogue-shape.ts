/**
 * The shape another language's catalogue must have: the same keys as the English namespace, nested the same way
 * (arrays keep their length), and every leaf a string. A translation is written
 * `export const home = { ... } as const satisfies Shape<typeof enHome>`, so a missing, extra or misspelt key is a
 * type error (`tsc -p client --noEmit`). Placeholders (`{name}`) and `<tag>` markup are checked by catalogues.test.ts.
 */
export type Shape<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Shape<T[K]> }
    : T extends object
      ? { readonly [K in keyof T]: Shape<T[K]> }
      : never;

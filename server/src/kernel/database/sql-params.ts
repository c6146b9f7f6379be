/**
 * The bound values of one SQL statement, in order: `add` appends a value and returns its placeholder (`$1`, `$2`, …),
 * so that a statement assembled from conditions never counts placeholders by hand and never holds a value in its
 * text. Pass `values` with the statement (`manager.query(sql, params.values)`). A placeholder may be used more than
 * once: keep the string `add` returned.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Appends `value` and returns its placeholder. */
  add(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/** Conditions joined with AND; `true` when there are none. */
export function allOf(conditions: readonly string[]): string {
  return conditions.length ? conditions.join(' AND ') : 'true';
}

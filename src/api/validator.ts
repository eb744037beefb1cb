/**
 * What the HTTP layer and the config reader need of a schema: `safeParse`. A `zod/mini` schema
 * is one; so is a hand-written check (the config's, which must not pull zod into start-up).
 */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A schema, or a loader of one: answer schemas live in chunks that load with the request, so
 * neither zod nor the schemas are start-up code (DESIGN §4, §6).
 */
export type SchemaRef<T> = Validator<T> | (() => Promise<Validator<T>>);

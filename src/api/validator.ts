/**
 * What the HTTP layer and the config reader need of a schema: `safeParse`. A `zod/mini` schema
 * is one; so is a hand-written check (the config's and the cart answers', which must not pull
 * zod into start-up). Answer schemas that need zod live in the chunks that make those calls.
 */
export interface Validator<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

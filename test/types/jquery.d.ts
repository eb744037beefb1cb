/** Just enough of jQuery's types for the interop tests (the product never imports jQuery). */
declare module 'jquery' {
  interface JQueryLike {
    [index: number]: Element;
    on(events: string, handler: (event: { type: string }, ...args: unknown[]) => unknown): JQueryLike;
    on(events: string, selector: string, handler: (event: Event) => unknown): JQueryLike;
    off(events?: string): JQueryLike;
    trigger(event: string, args?: unknown[]): JQueryLike;
  }
  const jQuery: (target?: unknown) => JQueryLike;
  export default jQuery;
}

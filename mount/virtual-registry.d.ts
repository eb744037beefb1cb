/** Every widget folder's definitions, in the order of the folders' names (build/widget-registry.ts). */
declare module 'virtual:widget-registry' {
  const widgets: import('./types').WidgetDefinition[];
  export default widgets;
}

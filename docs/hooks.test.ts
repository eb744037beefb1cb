import { describe, expect, it } from 'vitest';
import type { WidgetDefinition } from '../mount/types';
import hooksDoc from './hooks.md?raw';

/**
 * The hook reference (docs/hooks.md) is checked against the contracts, the one place where a
 * widget declares its DOM hooks (DESIGN "Layout"). The rule, kept simple on purpose:
 * - every widget section of the doc is a heading made only of widget names in code spans
 *   (### `compare`, `compare-bar`), and those names are exactly the definitions' `name`s;
 * - every hook of a contract — each string it exports and each definition's `hooks`, split at
 *   its top-level commas — is a code span, written exactly, in the section of one of the
 *   module's definitions;
 * - every `data-*` attribute a contract declares (each definition's `data`, and the `*_DATA`
 *   objects of its data.ts, read through src/dom/hooks.ts) is named in a code span of
 *   that section.
 * So a contract that gains a widget or a hook fails here until the doc says what it does.
 */

type ContractModule = Record<string, unknown>;

const contractFiles = import.meta.glob<ContractModule>('../widgets/*/contract.ts', { eager: true });
/** Data declarations that only a widget's lazily loaded code reads, beside its contract (DEVELOPING "Adding a widget" 1). */
const dataFiles = import.meta.glob<ContractModule>('../widgets/*/data.ts', { eager: true });
const dataFileOf = (contractPath: string) => dataFiles[contractPath.replace(/contract\.ts$/, 'data.ts')] ?? {};
/** Each contract with the declarations of its widget's data.ts: checked as one. */
const contracts: Record<string, ContractModule> = Object.fromEntries(
  Object.entries(contractFiles).map(([path, mod]) => [path, { ...mod, ...dataFileOf(path) }]),
);

/** `a, b:is(c, d), e[x="1,2"]` → `a`, `b:is(c, d)`, `e[x="1,2"]`. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of list) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map(normalise).filter(Boolean);
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

const isDefinition = (value: unknown): value is WidgetDefinition =>
  typeof value === 'object' && value !== null && typeof (value as WidgetDefinition).name === 'string';

const definitionsOf = (mod: ContractModule): WidgetDefinition[] => (mod.widgets as WidgetDefinition[] | undefined) ?? [];

/** The strings a value holds: itself, or those of a plain object's or array's members (a definition is not searched). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype && !isDefinition(value)) {
    return Object.values(value).flatMap(stringsIn);
  }
  return [];
}

/** The data-* declarations of a contract: its exported `*_DATA` objects (their values are defaults, not hooks). */
const isDataDeclaration = (exportName: string) => exportName.endsWith('_DATA');

/** The attributes a contract's data declarations read (`clipboardText` → `data-clipboard-text`). */
function declaredAttributes(mod: ContractModule): string[] {
  const keys = [
    ...Object.entries(mod).flatMap(([name, value]) => (isDataDeclaration(name) ? Object.keys(value as object) : [])),
    ...definitionsOf(mod).flatMap((d) => Object.keys(d.data ?? {})),
  ];
  return [...new Set(keys.map((key) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`))];
}

/** Every hook a contract declares: its exported strings and its definitions' hooks. */
function contractHooks(mod: ContractModule): string[] {
  const exported = Object.entries(mod).flatMap(([name, value]) => (isDataDeclaration(name) ? [] : [value]));
  const declared = [...exported.flatMap(stringsIn), ...definitionsOf(mod).flatMap((d) => (d.hooks ? [d.hooks] : []))];
  return [...new Set(declared.flatMap(splitSelectorList))];
}

interface WidgetSection {
  names: string[];
  /** The code spans of the section (its heading's excepted), whitespace normalised. */
  codeSpans: Set<string>;
}

const WIDGET_HEADING = /^(#{2,6})\s+(`[a-z0-9-]+`(?:\s*,\s*`[a-z0-9-]+`)*)\s*$/;

/** The widget sections of the doc: from a widget heading to the next heading of its level or higher. */
function widgetSections(markdown: string): WidgetSection[] {
  const lines = markdown.split('\n');
  const sections: WidgetSection[] = [];
  lines.forEach((line, index) => {
    const match = WIDGET_HEADING.exec(line);
    if (!match) return;
    const level = match[1]!.length;
    const end = lines.findIndex((next, i) => i > index && /^#{1,6}\s/.test(next) && next.indexOf(' ') <= level);
    const body = lines.slice(index + 1, end === -1 ? undefined : end).join('\n');
    sections.push({
      names: [...match[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      codeSpans: new Set([...body.matchAll(/`([^`\n]+)`/g)].map((m) => normalise(m[1]!))),
    });
  });
  return sections;
}

/** The hooks of a contract that no section of its definitions lists. */
function undocumentedHooks(mod: ContractModule, sections: WidgetSection[]): string[] {
  const names = new Set(definitionsOf(mod).map((d) => d.name));
  const own = sections.filter((s) => s.names.some((n) => names.has(n)));
  return contractHooks(mod).filter((hook) => !own.some((s) => s.codeSpans.has(hook)));
}

/** The declared data-* attributes of a contract that no code span of its sections names. */
function undocumentedData(mod: ContractModule, sections: WidgetSection[]): string[] {
  const names = new Set(definitionsOf(mod).map((d) => d.name));
  const spans = sections.filter((s) => s.names.some((n) => names.has(n))).flatMap((s) => [...s.codeSpans]);
  return declaredAttributes(mod).filter((attribute) => !spans.some((span) => new RegExp(`${attribute}(?![\\w-])`).test(span)));
}

const sections = widgetSections(hooksDoc);
const definitionNames = Object.values(contracts)
  .flatMap(definitionsOf)
  .map((d) => d.name);
const documentedNames = sections.flatMap((s) => s.names);

describe('docs/hooks.md against the contracts', () => {
  it('has one section for every widget definition, and none for a widget that does not exist', () => {
    expect(definitionNames.length).toBeGreaterThan(30);
    expect(definitionNames.filter((name) => !documentedNames.includes(name))).toEqual([]);
    expect(documentedNames.filter((name) => !definitionNames.includes(name))).toEqual([]);
    expect(documentedNames.filter((name, i) => documentedNames.indexOf(name) !== i)).toEqual([]);
  });

  it.each(Object.entries(contracts).map(([path, mod]) => [path.replace('../', ''), mod] as const))(
    'lists every hook %s declares in its widget section',
    (_path, mod) => {
      expect(undocumentedHooks(mod, sections)).toEqual([]);
    },
  );

  it.each(Object.entries(contracts).map(([path, mod]) => [path.replace('../', ''), mod] as const))(
    'names every data-* attribute %s declares in its widget section',
    (_path, mod) => {
      expect(undocumentedData(mod, sections)).toEqual([]);
    },
  );
});

describe('widgets/*/data.ts', () => {
  it.each(Object.entries(dataFiles).map(([path, mod]) => [path.replace('../', ''), mod] as const))(
    '%s declares data-* values only, beside a contract (a hook there would escape the check above)',
    (path, mod) => {
      expect(Object.keys(mod).filter((name) => !isDataDeclaration(name))).toEqual([]);
      expect(Object.keys(contractFiles)).toContain(`../${path.replace(/data\.ts$/, 'contract.ts')}`);
    },
  );
});

describe('the hook check', () => {
  const doc = ['## Cart', '### `add-to-cart`', 'Hooks: `.button`, `form.cart`.', '### `other`', 'Hooks: `.elsewhere`.'].join('\n');
  const contract = (extra: Record<string, unknown> = {}): ContractModule => ({
    BUTTON: '.button',
    widgets: [{ name: 'add-to-cart', hooks: 'form.cart', start() {} }],
    ...extra,
  });

  it('passes when every exported hook and selector is listed in the widget section', () => {
    expect(undocumentedHooks(contract(), widgetSections(doc))).toEqual([]);
  });

  it('fails when a contract gains a hook the doc does not list, also one listed only under another widget', () => {
    expect(undocumentedHooks(contract({ NEW_HOOK: '.new-hook, .elsewhere' }), widgetSections(doc))).toEqual(['.new-hook', '.elsewhere']);
  });

  it('checks declared data-* attributes by name, not their defaults as hooks', () => {
    const withData = contract({ BUTTON_DATA: { post_id: '', clipboardText: '.' } });
    expect(undocumentedHooks(withData, widgetSections(doc))).toEqual([]);
    expect(undocumentedData(withData, widgetSections(doc))).toEqual(['data-post_id', 'data-clipboard-text']);
    const documented = widgetSections(`${doc}\n### \`more\`\n`.replace('Hooks: `.button`', 'Hooks: `.button[data-post_id]`, `data-clipboard-text`'));
    expect(undocumentedData(withData, documented)).toEqual([]);
    expect(undocumentedData(contract({ X_DATA: { page: '' } }), widgetSections(doc.replace('`.button`', '`data-pageid`')))).toEqual(['data-page']);
    const inDefinition = contract({ widgets: [{ name: 'add-to-cart', hooks: 'form.cart', data: { noticeId: '' } }] });
    expect(undocumentedData(inDefinition, widgetSections(doc))).toEqual(['data-notice-id']);
  });

  it('splits selector lists only at top-level commas', () => {
    expect(splitSelectorList('a, b:is(c, d),e[x="1,2"]')).toEqual(['a', 'b:is(c, d)', 'e[x="1,2"]']);
  });

  it('reads sections up to the next heading of the same level, with several names per heading', () => {
    const found = widgetSections('### `a`, `b`\n`x`\n#### Detail\n`y`\n### `c`\n`z`\n## Next\n`w`');
    expect(found.map((s) => [s.names, [...s.codeSpans]])).toEqual([
      [
        ['a', 'b'],
        ['x', 'y'],
      ],
      [['c'], ['z']],
    ]);
  });
});

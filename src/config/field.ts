import type { Validator } from '../api/http';
import type { ConfigProblem } from './keys';
import { reportToConsole } from './report';

/**
 * One config key: its schema, its spec default and how to say what was expected.
 * A section is read key by key, so one bad value costs only that key (it falls back to its
 * default with one console error naming it) and the rest of the page keeps working.
 */
export interface Field<T> {
  schema: Validator<T>;
  fallback: T;
  expected: string;
  required: boolean;
}

export function field<T>(schema: Validator<T>, fallback: T, expected: string, required = false): Field<T> {
  return { schema, fallback, expected, required };
}

export type Fields = Record<string, Field<unknown>>;
export type SectionValue<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

export function readSection<F extends Fields>(
  sectionName: string,
  raw: unknown,
  fields: F,
  report: (problem: Required<ConfigProblem>) => void = reportToConsole,
): SectionValue<F> {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : undefined;
  if (raw !== undefined && raw !== null && !source) {
    report({ key: sectionName, expected: 'an object', got: raw });
  }
  const out: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(fields)) {
    const value = source?.[key];
    if (value === undefined || value === null) {
      if (source && def.required) report({ key: `${sectionName}.${key}`, expected: def.expected, got: value });
      out[key] = def.fallback;
      continue;
    }
    const parsed = def.schema.safeParse(value);
    if (parsed.success) {
      out[key] = parsed.data;
    } else {
      report({ key: `${sectionName}.${key}`, expected: def.expected, got: value });
      out[key] = def.fallback;
    }
  }
  return out as SectionValue<F>;
}

/**
 * Quantity stepping of SPEC §5, as a pure function of the field's attributes. Inputs are the
 * attribute strings as the theme prints them (min/max may be '' or missing, step may be "any").
 */
export interface QuantityField {
  value: string;
  min?: string | null;
  max?: string | null;
  step?: string | null;
}

const parse = (raw: string | null | undefined): number | undefined => {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
};

/** The step: 1 when it is "any", empty, missing or not a positive number. */
export function stepOf(step: string | null | undefined): number {
  const n = parse(step);
  return n !== undefined && n > 0 ? n : 1;
}

/** How many decimals the step has ("0.25" → 2, "1" → 0). */
export function decimalsOf(step: string | null | undefined): number {
  const n = stepOf(step);
  const text = String(n);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.includes('.') ? text.split('.')[1]!.length : 0;
}

/** The result shown with as many decimals as the step has. */
export function formatQuantity(value: number, step: string | null | undefined): string {
  return value.toFixed(decimalsOf(step));
}

/** Plus: at or above max → max; otherwise step is added. A blank or invalid value counts as 0. */
export function increment(field: QuantityField): string {
  const current = parse(field.value) ?? 0;
  const max = parse(field.max);
  const step = stepOf(field.step);
  const next = max !== undefined && current >= max ? max : current + step;
  return formatQuantity(next, field.step);
}

/** Minus: min set and at or below min → min; otherwise step is subtracted while above 0. */
export function decrement(field: QuantityField): string {
  const current = parse(field.value) ?? 0;
  const min = parse(field.min);
  const step = stepOf(field.step);
  let next = current;
  if (min !== undefined && current <= min) next = min;
  else if (current > 0) next = current - step;
  return formatQuantity(next, field.step);
}

/** A value below the field's minimum is reset to the minimum; null when it needs no change. */
export function resetBelowMin(field: QuantityField): string | null {
  const current = parse(field.value);
  const min = parse(field.min);
  if (current === undefined || min === undefined || current >= min) return null;
  return formatQuantity(min, field.step);
}

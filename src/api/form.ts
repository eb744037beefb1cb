/** Values that become an application/x-www-form-urlencoded body, as jQuery.param() encodes them. */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };
export type FormBody = Record<string, FormValue> | URLSearchParams;

export function toSearchParams(body: FormBody): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  const params = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${typeof v === 'object' && v ? i : ''}]`, v));
    else if (value !== null && typeof value === 'object') Object.entries(value).forEach(([k, v]) => add(`${key}[${k}]`, v));
    else params.append(key, value === null ? '' : String(value));
  };
  Object.entries(body).forEach(([k, v]) => add(k, v));
  return params;
}

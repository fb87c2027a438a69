import { defaultStringifySearch } from "@tanstack/react-router";

/** Strings that the router's parser reads back unchanged from a plain `key=value` (not a number, boolean or empty). */
function plain(value: unknown): value is string {
  if (typeof value !== "string" || value === "" || value === "true" || value === "false") return false;
  return !(Number(value) * 0 === 0 && `${Number(value)}` === value);
}

/**
 * The router's search serializer: as TanStack's default, except that a list of two or more
 * plain strings is written as a repeated key (`mod=CT&mod=MRI`, the spec's "repeatable"
 * parameters) instead of JSON. The default parser reads repeated keys back as the same list,
 * so every search object still round-trips; one-item lists keep the default JSON form.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const repeated: [string, string[]][] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (Array.isArray(value) && value.length >= 2 && value.every(plain)) repeated.push([key, value]);
    else rest[key] = value;
  }
  if (repeated.length === 0) return defaultStringifySearch(search);
  const params = new URLSearchParams(defaultStringifySearch(rest));
  for (const [key, values] of repeated) for (const v of values) params.append(key, v);
  const s = params.toString();
  return s ? `?${s}` : "";
}

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

/*
 * Readers for the routes' search parameters: a bad value reads as absent, never as an error.
 * Written by hand rather than with zod so that the first page loads no validation library.
 */

/** Text (the router reads `?q=2500` as a number: it stays text), trimmed; empty or longer than `max` reads as absent. */
export function searchText(value: unknown, max: number, cut = false): string | undefined {
  if (typeof value === "number" || typeof value === "boolean") value = String(value);
  if (typeof value !== "string") return undefined;
  const text = cut ? value.trim().slice(0, max) : value.trim();
  return text && text.length <= max ? text : undefined;
}

/** A whole number from `min` to `max`, given as a number or as digits. */
export function searchInt(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === "number" || (typeof value === "string" && value.trim() !== "") ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** One of the allowed values. */
export function searchChoice<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

/** The object without its absent keys, as the URL shows it. */
export function definedOnly<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as T;
}

/** A search updater to page `p` of a list: the first page leaves `page` out of the URL. */
export const toPage =
  (p: number) =>
  <S extends object>(s: S) => ({ ...s, page: p > 1 ? p : undefined });

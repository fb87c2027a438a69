/** Only same-site paths are followed after sign-in or sign-up ("/x", not "//elsewhere" or "/\elsewhere"). */
export function safeRedirect(target: string | undefined, fallback = "/providers"): string {
  return target && /^\/(?![/\\])/.test(target) ? target : fallback;
}

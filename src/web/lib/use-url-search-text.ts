import { useEffect, useState } from "react";

/**
 * The text of a search box whose value lives in the URL: it follows the URL (back, forward, a link) and writes its
 * trimmed text back `ms` after the last keystroke (`undefined` for an empty box). A space being typed after the
 * words the URL already holds stays in the box.
 */
export function useUrlSearchText(value: string | undefined, write: (text: string | undefined) => void, ms = 300) {
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText((current) => (current.trim() === (value ?? "") ? current : (value ?? ""))), [value]);
  useEffect(() => {
    const next = text.trim();
    if (next === (value ?? "")) return;
    const timer = setTimeout(() => write(next || undefined), ms);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText] as const;
}

import { Link } from "@tanstack/react-router";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-lg tracking-tight" aria-label="RadBridge home">
      <img src="/favicon.svg" alt="" className="size-8" />
      <span>
        Rad<span className="text-primary">Bridge</span>
      </span>
    </Link>
  );
}

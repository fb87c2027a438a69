import { Link } from "@tanstack/react-router";
import { cn } from "@/web/lib/utils";
import type { ContractTab } from "./routes";

const TAB_LABELS: Record<ContractTab, string> = { terms: "Terms", studies: "Studies", statement: "Statement", versions: "Versions", messages: "Messages", activity: "Activity" };
const LEDGER_TABS: readonly ContractTab[] = ["studies", "statement"];

/** The tabs are links (the URL keeps the tab), as on /organisation; `ledger`: the contract has studies and statements. */
export function ContractTabs({ current, versions, unread, ledger }: { current: ContractTab; versions: number; unread: number; ledger: boolean }) {
  const tabs = (Object.keys(TAB_LABELS) as ContractTab[]).filter((t) => ledger || !LEDGER_TABS.includes(t));
  return (
    <nav aria-label="Contract" className="mb-6 flex gap-1 overflow-x-auto border-b">
      {tabs.map((t) => (
        <Link
          key={t}
          to="."
          search={t === "terms" ? {} : { tab: t }}
          aria-current={t === current ? "page" : undefined}
          className={cn(
            "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium",
            t === current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {TAB_LABELS[t]}
          {t === "versions" && versions > 0 && <span className="ml-1 text-muted-foreground">({versions})</span>}
          {t === "messages" && unread > 0 && <span className="ml-1 rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{unread} new</span>}
        </Link>
      ))}
    </nav>
  );
}

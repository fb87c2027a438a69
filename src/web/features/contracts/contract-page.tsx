import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft, FileSearch } from "lucide-react";
import { useState } from "react";
import { ApiError, errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Page } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Card } from "@/web/components/ui/card";
import { Skeleton, SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { contractQueries } from "./api";
import { ContractActions } from "./contract-actions";
import { ContractActivity } from "./contract-activity";
import { ContractHeader } from "./contract-header";
import { ThreadPanel } from "@/web/features/messages";
import { hasLedger, StatementTab, StudiesTab } from "@/web/features/studies";
import { ContractTabs } from "./contract-tabs";
import { TermsTab } from "./terms-tab";
import { ContractVersions } from "./contract-versions";
import type { EditorMode } from "./terms-editor";
import { toPage } from "@/web/lib/search-params";

const route = getRouteApi("/contracts/$id");

function BackLink() {
  const { role } = useAuth();
  return (
    <Link to={role === "admin" ? "/admin/contracts" : "/contracts"} className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft className="size-4" aria-hidden="true" /> {role === "admin" ? "All contracts" : "Contracts"}
    </Link>
  );
}

/** A contract that does not exist, or that the viewer may not read (the server's reason). */
function Unavailable({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{missing ? "Contract not found" : "Contract unavailable"}</h1>
      <p className="text-muted-foreground">{missing ? "The contract you're looking for doesn't exist." : errorMessage(error, "You cannot see this contract.")}</p>
    </Card>
  );
}

function ContractDetail() {
  const { id } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { viewer } = useAuth();
  const query = useQuery(contractQueries.detail(id, viewer));
  const [mode, setMode] = useState<EditorMode | null>(null);
  const contract = query.data;
  usePageTitle(contract?.title ?? "Contract");
  const ledger = contract ? hasLedger(contract) : false;
  // A ledger tab of a contract that has none yet (a draft, a sent version) shows the terms.
  const tab = (search.tab === "studies" || search.tab === "statement") && !ledger ? "terms" : (search.tab ?? "terms");

  if (!contract)
    return (
      <Page className="max-w-5xl">
        <BackLink />
        {query.isError && query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500 ? (
          <Unavailable error={query.error} />
        ) : query.isError ? (
          <LoadError message={errorMessage(query.error, "The contract could not be loaded.")} onRetry={() => void query.refetch()} />
        ) : (
          <div role="status" aria-busy="true" aria-label="Loading the contract" className="grid gap-4">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="h-32 w-full" />
            <SkeletonRows label="Loading the terms" count={4} rowClassName="h-10" />
          </div>
        )}
      </Page>
    );

  const edit = (next: EditorMode) => {
    setMode(next);
    if (tab !== "terms") void navigate({ search: {} });
  };
  return (
    <Page className="max-w-5xl">
      <BackLink />
      <ContractHeader contract={contract} />
      <div className="mb-6">
        <ContractActions contract={contract} mode={mode} onMode={edit} />
      </div>
      <ContractTabs current={tab} versions={contract.versions.length} unread={tab === "messages" ? 0 : contract.unreadMessages} ledger={ledger} />
      {tab === "terms" && <TermsTab contract={contract} mode={mode} onDone={() => setMode(null)} />}
      {tab === "studies" && (
        <StudiesTab contract={contract} search={{ status: search.status, page: search.page }} onSearch={(next) => void navigate({ search: { tab: "studies", ...next } })} />
      )}
      {tab === "statement" && <StatementTab contractId={contract.id} month={search.month} onMonth={(month) => void navigate({ search: { tab: "statement", month } })} />}
      {tab === "versions" && <ContractVersions contract={contract} />}
      {tab === "messages" && <ThreadPanel subject="contract" id={contract.id} />}
      {tab === "activity" && (
        <ContractActivity contractId={contract.id} currency={contract.currency} page={search.page ?? 1} onPage={(p) => void navigate({ search: toPage(p) })} />
      )}
    </Page>
  );
}

/** /contracts/{id}: the contract's two organisations' members and admins (the server refuses anyone else). */
export const ContractPage = guarded(ContractDetail);

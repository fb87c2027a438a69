import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { AdminProfile } from "@/shared/contracts/admin";
import { ROLES, type Role } from "@/shared/policy/roles";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { RoleBadge } from "@/web/components/top-bar";
import { meQuery } from "@/web/lib/me-query";
import { formatDate } from "@/web/lib/utils";
import { adminQueries, assignRole } from "./api";
import { DataTable, td } from "@/web/components/data-table";
import { ListSearch, ListSection, useErrorToast, useSearchedList } from "./admin-bits";
import { ProviderPicker } from "./provider-picker";
import { refreshQueries } from "@/web/lib/refresh-queries";

/**
 * The role select only chooses; "Save Role" (or "Assign Provider" for telerad) applies the choice.
 * Applying on every change would fire one update per arrow key for keyboard users.
 */
function RoleCell({ profile }: { profile: AdminProfile }) {
  const client = useQueryClient();
  const who = profile.name || profile.email;
  const [role, setRole] = useState<Role>(profile.role);
  const [providerId, setProviderId] = useState(profile.providerId ?? "");
  const select = useRef<HTMLSelectElement>(null);
  // The saved values win when the list reloads (this row, or another admin's change).
  useEffect(() => {
    setRole(profile.role);
    setProviderId(profile.providerId ?? "");
  }, [profile.role, profile.providerId]);
  const mutation = useMutation({
    mutationFn: (next: { role: Role; providerId?: string }) => assignRole(profile.userId, next),
    onSuccess: () => {
      toast.success("User role updated successfully");
      void refreshQueries(client, adminQueries.all, meQuery.queryKey);
    },
    onError: (error) => {
      console.error("Failed to update user role", error);
      toast.error("Failed to update user role", { description: error.message });
      setRole(profile.role);
      setProviderId(profile.providerId ?? "");
    },
  });

  // The Save/Assign button that was pressed goes away: keep the keyboard on this row.
  useEffect(() => {
    if (mutation.isSuccess) select.current?.focus();
  }, [mutation.isSuccess]);

  const telerad = role === "telerad";
  const changedRole = !telerad && role !== profile.role;
  const changedProvider = telerad && providerId !== "" && (profile.role !== "telerad" || providerId !== profile.providerId);
  const cancel = () => {
    setRole(profile.role);
    setProviderId(profile.providerId ?? "");
  };

  return (
    <div className="grid min-w-56 gap-2">
      <NativeSelect ref={select} aria-label={`Role for ${who}`} value={role} disabled={mutation.isPending} onChange={(e) => setRole(e.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </NativeSelect>
      {changedRole && (
        <div className="flex gap-2">
          <Button size="sm" disabled={mutation.isPending} onClick={() => mutation.mutate({ role })}>
            {mutation.isPending ? "Saving..." : "Save Role"}
          </Button>
          <Button size="sm" variant="ghost" disabled={mutation.isPending} onClick={cancel}>
            Cancel
          </Button>
        </div>
      )}
      {telerad && (
        <div className="grid gap-2 rounded-md border bg-muted/40 p-2">
          <ProviderPicker label={`Provider for ${who}`} value={providerId} onChange={setProviderId} />
          <div className="flex gap-2">
            <Button size="sm" disabled={!changedProvider || mutation.isPending} onClick={() => mutation.mutate({ role: "telerad", providerId })}>
              {mutation.isPending ? "Saving..." : "Assign Provider"}
            </Button>
            {profile.role !== "telerad" && (
              <Button size="sm" variant="ghost" disabled={mutation.isPending} onClick={cancel}>
                Cancel
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

export function UserManagement() {
  const { search, onSearch, query: q, page, setPage } = useSearchedList();
  const users = useQuery(adminQueries.profiles(q, page));
  useErrorToast(users.error, "Failed to fetch users");
  const data = users.data;

  return (
    <ListSection
      id="users-heading"
      title="User Management"
      description="Assign roles. A telerad user must be linked to a provider."
      controls={<ListSearch label="Search users by name or email" placeholder="Search users by name or email..." value={search} onChange={onSearch} />}
      data={data}
      isError={users.isError}
      noun="users"
      onPage={setPage}
    >
      {(rows) => (
        <DataTable labelledBy="users-heading" columns={["User", "Current role", "Provider", "Joined", "Change role"]}>
          {rows.map((p) => (
            <tr key={p.userId}>
              <td className={td}>
                <div className="font-medium">{p.name || "—"}</div>
                <div className="text-muted-foreground">{p.email}</div>
              </td>
              <td className={td}>
                <RoleBadge role={p.role} />
              </td>
              <td className={td}>{p.providerName ?? <span className="text-muted-foreground">—</span>}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(p.createdAt)}</td>
              <td className={td}>
                <RoleCell key={p.userId} profile={p} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  );
}

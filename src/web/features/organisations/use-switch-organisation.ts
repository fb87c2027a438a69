import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Membership } from "@/shared/contracts/organisations";
import { MEMBER_ROLE_LABELS } from "@/shared/policy/organisations";
import { errorMessage } from "@/web/api/client";
import { actForNewOrganisation, switchOrganisation } from "./api";

/** The switcher's action: the user acts for another of their organisations, and every answer is asked again for it. */
export function useSwitchOrganisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: Membership) => switchOrganisation(to.id),
    onSuccess: async (_r, to) => {
      await actForNewOrganisation(client);
      toast.success(`You now act for ${to.name} as ${MEMBER_ROLE_LABELS[to.role]}`);
    },
    onError: (error) => toast.error(errorMessage(error, "Failed to switch organisation")),
  });
}

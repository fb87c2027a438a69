import { queryOptions } from "@tanstack/react-query";
import type { MyProviderUpdate } from "@/shared/contracts/my-provider";
import type { Provider } from "@/shared/contracts/providers";
import { get, patch } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";

export const myProviderQuery = queryOptions({ queryKey: queryRoots.myProvider, queryFn: () => get<Provider>("/api/provider/me") });

/** PATCH /api/provider/me; a 400 throws FieldsError with one message per field. */
export const updateMyProvider = (body: MyProviderUpdate) => patch<Provider>("/api/provider/me", body);

import type { z } from "zod";
import type { ChangePasswordInput } from "@/shared/contracts/auth";
import type { Me, UpdateMeInput } from "@/shared/contracts/profiles";
import { patch, post } from "@/web/api/client";

export const updateMe = (body: UpdateMeInput) => patch<Me>("/api/me", body);
export const changePassword = (body: z.input<typeof ChangePasswordInput>) => post("/api/auth/change-password", body);

/** What the history records for each kind of thing (events.action), and how the Activity pages name it. Zod-free. */
export const EVENT_ACTIONS = {
  request: { created: "Request created", updated: "Request edited", amended: "Request amended", closed: "Request closed", reopened: "Request reopened", deleted: "Request deleted" },
  application: {
    submitted: "Application submitted",
    confirmed: "Application confirmed after the amendment",
    status_changed: "Application status changed",
    withdrawn: "Application withdrawn",
    quality_scored: "Quality score entered",
  },
  question: { asked: "Question asked", answered: "Answer published" },
  provider: { created: "Provider created", updated: "Provider updated", verified: "Provider verified", unverified: "Verification removed", pinned: "Provider pinned", unpinned: "Provider unpinned", deleted: "Provider deleted" },
  credential: {
    created: "Credential added",
    updated: "Credential changed",
    verified: "Credential verified",
    rejected: "Credential rejected",
    deleted: "Credential deleted",
    reminded: "Expiry reminder sent",
  },
  review: { created: "Review posted", replied: "Reply posted", hidden: "Review hidden" },
  organisation: {
    created: "Organisation created",
    updated: "Organisation profile changed",
    invited: "Member invited",
    invitation_resent: "Invitation sent again",
    invitation_revoked: "Invitation revoked",
    joined: "Member joined",
    role_changed: "Member's role changed",
    removed: "Member removed",
    left: "Member left",
    api_key_created: "API key created",
    api_key_revoked: "API key revoked",
  },
  contract: {
    drafted: "Draft contract created",
    draft_saved: "Draft changed",
    sent: "Contract sent for acceptance",
    changes_requested: "Changes asked for",
    accepted: "Contract accepted",
    scheduled: "Contract scheduled",
    activated: "Contract active",
    change_proposed: "Change proposed",
    change_accepted: "Change accepted",
    change_declined: "Change declined",
    termination_noticed: "Notice of termination given",
    terminated: "Contract terminated",
    ended: "Contract ended",
    renewed: "Contract renewed",
    studies_recorded: "Studies recorded",
    study_disputed: "Study disputed",
    study_resolved: "Study dispute resolved",
  },
  thread: { admin_read: "Conversation opened by an admin" },
  evaluation: {
    panel_changed: "Evaluation panel changed",
    declared: "Conflict of interest declared",
    scored: "Independent score submitted",
    award_proposed: "Award proposed for approval",
    award_sent_back: "Award proposal sent back",
    award_decided: "Award decision made",
    decision_withdrawn: "Award decision withdrawn",
    challenged: "Award decision challenged",
    challenge_answered: "Challenge answered",
  },
  user: { signed_up: "Signed up", role_changed: "Role or provider changed", name_changed: "Name changed", password_changed: "Password changed",
    password_reset: "Password reset",
    two_factor_enabled: "Two-factor turned on",
    two_factor_disabled: "Two-factor turned off",
    recovery_codes_replaced: "Recovery codes replaced",
    passkey_added: "Passkey added",
    passkey_removed: "Passkey removed",
  },
} as const;

export const EVENT_ENTITY_TYPES = ["request", "application", "question", "provider", "credential", "review", "user", "organisation", "contract", "thread", "evaluation"] as const satisfies readonly (keyof typeof EVENT_ACTIONS)[];
export type EventEntityType = (typeof EVENT_ENTITY_TYPES)[number];
export type EventAction<E extends EventEntityType = EventEntityType> = keyof (typeof EVENT_ACTIONS)[E] & string;

/** The label of an action, or the action itself for one recorded by a later version. */
export function eventLabel(entityType: string, action: string): string {
  const actions = EVENT_ACTIONS[entityType as EventEntityType] as Record<string, string> | undefined;
  return actions?.[action] ?? action;
}

/** The requests contract's plain values, apart from its schemas so that a page showing them loads no zod. */

export const REQUEST_STATUSES = ["OPEN", "CLOSED"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_SORTS = ["deadlineAsc", "deadlineDesc", "newest", "budget", "responses"] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

/** Board sort dropdown (PRODUCT.md #7): label -> API sort value. */
export const BOARD_SORT_OPTIONS = [
  { value: "newest", label: "Recently Posted" },
  { value: "budget", label: "Highest Budget" },
  { value: "responses", label: "Most Responses" },
] as const;

/** Anonymous visitors: the board reports this many open requests (spec §9, PRODUCT.md #4). */
export const ANONYMOUS_OPEN_COUNT = 3;
/** Page size of the request board (spec §9); the API default is 12. */
export const BOARD_PAGE_SIZE = 10;
/** Deadline default: now plus 365 days (spec §9). */
export const DEFAULT_DEADLINE_DAYS = 365;
/** The latest deadline a request may have, in years from now. */
export const DEADLINE_MAX_YEARS = 10;

export const REQUEST_MESSAGES = {
  requiredFields: "Please fill in all required fields",
  modalityRequired: "Please select at least one modality",
  turnaroundRequired: "Please select a turnaround time requirement",
  notFound: "Request not found",
  created: "Request created successfully",
  createFailed: (message?: string) => `Failed to create request: ${message || "Unknown error"}`,
  deleteConfirm: "Are you sure you want to delete this request?",
  deleted: "Request deleted successfully",
  deleteFailed: "Failed to delete request",
  volumeMin: "Volume per month must be 0 or more",
  volumeWhole: "Volume per month must be a whole number",
  budgetMin: "Budget must be 0 or more",
  budgetOrder: "Minimum budget must not exceed maximum budget",
  deadlineFuture: "Deadline must be in the future",
  deadlineInvalid: "Deadline must be a date",
  deadlineTooFar: `Deadline must be within ${DEADLINE_MAX_YEARS} years`,
  emailInvalid: "Contact email is invalid",
  websiteInvalid: "Website must be a valid http(s) URL",
  unknownCountry: (value: string) => `Unknown country: ${value}`,
  unknownModality: (value: string) => `Unknown modality: ${value}`,
  alreadyClosed: "This request is already closed",
  alreadyOpen: "This request is already open",
  reopenNeedsDeadline: "The deadline of this request has passed: give a new deadline in the future to reopen it",
  interopUnknown: (term: string, codes: readonly string[]) => `The ${term} must be one of ${codes.join(", ")}`,
  interopNotesTooLong: "Integration notes must be text of at most 1000 characters",
  publishOpenDataInvalid: "Publish as open data must be true or false",
} as const;

/** The tender terms' messages (contracts/request-evaluation.ts). */
export const EVALUATION_MESSAGES = {
  volumeByModality: (modality: string) => `Please enter a whole number of studies for ${modality}`,
  modalityNotListed: (modality: string) => `${modality} is not one of the request's modalities`,
  weightsLocked: "Evaluation weights cannot change once an application has been awarded",
} as const;

/**
 * Reusable request forms (also used by the admin screens /admin/requests/new and /admin/requests/{id}/edit):
 * - RequestWizard({ onDone?, backTo? }): the three-step create wizard.
 * - RequestEditForm({ id, backTo }): the prefilled edit form.
 */
export { RequestEditForm } from "./request-edit-form";
export { RequestWizard } from "./request-wizard";

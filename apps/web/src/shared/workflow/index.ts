export { StatusChip } from './status-chip';
export { WorkflowActions } from './workflow-actions';
export { workflowButtons, type WorkflowActionHandler, type WorkflowButton } from './workflow-buttons';
export { alertConflict, reportRefusedSave } from './refused-save';
export { DisabledAction } from './disabled-action';
export { CancelledChip, DeliveryStatus, WorkStatus } from './order-status-chips';

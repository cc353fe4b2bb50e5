export { type FormMode, useFormMode, pageTypeOf } from './form-mode';
export { useEntityForm, type EntityFormApi, type UseEntityFormOptions } from './use-entity-form';
export { applyServerFieldErrors } from './apply-server-field-errors';
export { reportError } from './report-error';
export { useLeaveGuard, type LeaveGuard } from './use-leave-guard';
export { EntityForm } from './entity-form';
export {
  useRecordForm,
  type RecordConfirmTexts,
  type RecordFormApi,
  type SavedRecord,
  type UseRecordFormOptions,
} from './use-record-form';
export { RecordForm } from './record-form';
export { DialogForm, dialogSubmit, useDialogForm, type DialogSubmitHandlers } from './dialog-form';
export { useMasterDetail, useDetailForm, type MasterDetail } from './use-master-detail';
export { DetailPanel } from './detail-panel';
export { noRequiredMarks, useFieldRequired, type FieldProps } from './field-props';
export { FormTextField } from './form-text-field';
export { FormCountField, countCharacters } from './form-count-field';
export { FormCheckbox } from './form-checkbox';
export { FormSelect, type SelectOption } from './form-select';
export { FormColorField } from './form-color-field';
export { FormDateField } from './form-date-field';
export { FormActions } from './form-actions';
export { RecordPage, parseRecordId } from './record-page';
export { useRecordLoad } from './use-record-load';
export { useFailedReadBack } from './use-failed-read-back';
export { FormSkeleton } from './form-skeleton';
export { FileDropArea, type FileDropAreaProps } from './file-drop-area';
export { FormFileDropArea } from './form-file-drop-area';
export { uploadFiles } from './use-file-upload';
export { fileExtension, filesSummary, formatKilobytes, formatMegabytes } from './file-sizes';

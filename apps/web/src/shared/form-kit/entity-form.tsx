import { Alert, Box } from '@mui/material';
import type { MenuArea } from '@scm/contract';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { mayWrite, useAuthorities, useWriteAccess, WriteAccessProvider } from '../access';
import { useFeedback } from '../feedback';
import { applyServerFieldErrors } from './apply-server-field-errors';
import { noRequiredMarks } from './field-props';
import { FormModeContext, formModeFor } from './form-mode';
import { reportError } from './report-error';
import { UploadGate, UploadGateContext, uploadGateMessages } from './upload-gate';
import { useLeaveGuard } from './use-leave-guard';
import type { EntityFormApi } from './use-entity-form';

// READ shows every field disabled (spec 000 §5); MUI's faded disabled text is too pale to read a record from.
// '&&' doubles the class so these win over the components' own disabled rules, whatever the insertion order.
const readableWhenDisabled = {
  '&& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'unset', color: 'text.primary' },
  '&& .MuiPickersInputBase-root.Mui-disabled': { color: 'text.primary' },
  '&& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
} as const;

interface Props<TIn extends FieldValues, TOut extends FieldValues> {
  /** Unsaved changes kept outside the form's fields (e.g. a chosen file): they too arm the leave guard. */
  pendingChanges?: boolean;
  form: EntityFormApi<TIn, TOut>;
  /** Saves and navigates away; a thrown ApiError with field errors lands under the fields. */
  onSubmit: (values: TOut) => Promise<void>;
  children: ReactNode;
  'aria-label'?: string;
  /**
   * Ask before saving (spec 001 §5: register and update are confirmed). Asked only once the fields are valid;
   * declining leaves the form and its leave guard as they were.
   */
  confirmSave?: { create: string; update: string };
  /**
   * The menu area of the record: without its write authority the form is READ only and offers no 수정, 삭제 or
   * 저장. Inside a RecordPage that was given the area, the form follows it without being told again.
   */
  area?: MenuArea;
}

/**
 * The <form> of a detail page: provides the form and its mode to the field components, guards unsaved changes
 * (lifted when a submit starts, restored when the save fails — spec 000 §4) and shows server field errors.
 */
export function EntityForm<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSubmit,
  children,
  pendingChanges = false,
  'aria-label': ariaLabel,
  confirmSave,
  area,
}: Props<TIn, TOut>) {
  const fb = useFeedback();
  const authorities = useAuthorities();
  const pageMayWrite = useWriteAccess();
  const canWrite = area ? mayWrite(authorities, area) : pageMayWrite;
  const mode = formModeFor(form.mode, canWrite);
  const guard = useLeaveGuard(mode !== 'READ' && (form.formState.isDirty || pendingChanges));
  const rootError = form.formState.errors.root?.server?.message;
  const [uploads] = useState(() => new UploadGate());

  const submit = form.handleSubmit(async (values) => {
    if (confirmSave) {
      const creating = mode === 'CREATE';
      const question = creating ? confirmSave.create : confirmSave.update;
      const options = creating
        ? { title: '등록 확인', confirmLabel: '등록' }
        : { title: '수정 확인', confirmLabel: '저장' };
      if (!(await fb.confirm(question, options))) return;
    }
    guard.lift();
    try {
      await onSubmit(values);
    } catch (error) {
      guard.restore();
      if (!applyServerFieldErrors(form, error)) reportError(fb, error, '저장하지 못했습니다.');
    }
  });

  // A file still going up joins the values before they are read; a chosen file that did not go up stops the save.
  const submitAfterUploads = async () => {
    if (!(await uploads.beforeSave())) {
      await fb.alert(uploadGateMessages.unsent);
      return;
    }
    await submit();
  };

  // One save at a time: a second press (a double click on 등록) while the first waits for uploads, asks to confirm
  // or saves does nothing, so the confirmation opens once and the record is saved once.
  const saving = useRef(false);
  const submitOnce = async () => {
    if (saving.current) return;
    saving.current = true;
    try {
      await submitAfterUploads();
    } finally {
      saving.current = false;
    }
  };

  return (
    <FormProvider {...form}>
      <UploadGateContext.Provider value={uploads}>
        <WriteAccessProvider value={canWrite}>
          <FormModeContext.Provider value={mode}>
            <Box
              component="form"
              noValidate
              aria-label={ariaLabel}
              sx={mode === 'READ' ? { ...readableWhenDisabled, ...noRequiredMarks } : undefined}
              onSubmit={(e) => {
                e.preventDefault();
                if (mode !== 'READ') void submitOnce();
              }}
            >
              {!canWrite && form.mode === 'CREATE' && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  이 메뉴의 등록·수정 권한이 없어 조회만 할 수 있습니다.
                </Alert>
              )}
              {rootError && (
                <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                  {rootError}
                </Alert>
              )}
              {children}
            </Box>
          </FormModeContext.Provider>
        </WriteAccessProvider>
      </UploadGateContext.Provider>
    </FormProvider>
  );
}

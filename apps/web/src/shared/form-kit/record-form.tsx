import { Paper } from '@mui/material';
import type { MenuArea } from '@scm/contract';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { EntityForm } from './entity-form';
import { FormActions } from './form-actions';
import type { RecordFormApi } from './use-record-form';

interface Props<TIn extends FieldValues, TOut extends FieldValues> {
  /** From useRecordForm. */
  record: RecordFormApi<TIn, TOut>;
  /**
   * The record's menu area: without its write authority the form is READ only, with 목록 as its one action. Left
   * out (a customer's own record), the page's decision holds.
   */
  area?: MenuArea;
  'aria-label': string;
  maxWidth?: number;
  /** Unsaved changes kept outside the fields (e.g. a chosen file): they too arm the leave guard. */
  pendingChanges?: boolean;
  /** The fields, read from the form context; anything shown above them too. */
  children: ReactNode;
}

/**
 * The card of a record's create, detail and edit pages: the form (asks before saving, server field errors under
 * the fields, a refused write keeps the input, leave guard) with the record's fields and its 삭제/수정/목록 or
 * 취소/등록·저장 actions.
 */
export function RecordForm<TIn extends FieldValues, TOut extends FieldValues>({
  record,
  area,
  'aria-label': ariaLabel,
  maxWidth = 860,
  pendingChanges,
  children,
}: Props<TIn, TOut>) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth }}>
      <EntityForm
        area={area}
        form={record.form}
        onSubmit={record.save}
        aria-label={ariaLabel}
        confirmSave={record.confirmSave}
        pendingChanges={pendingChanges}
      >
        {children}
        <FormActions {...record.actions} />
      </EntityForm>
    </Paper>
  );
}

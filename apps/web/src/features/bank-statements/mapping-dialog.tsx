import { Alert } from '@mui/material';
import {
  BANK_COLUMN_LABELS,
  BANK_COLUMN_ROLES,
  BankColumnMappingSchema,
  REQUIRED_BANK_COLUMNS,
  bankMessages,
  type BankColumnMapping,
} from '@scm/contract';
import type { z } from 'zod';
import { DialogForm, FormSelect, useDialogForm } from '../../shared/form-kit';

interface Props {
  headers: readonly string[];
  fileName: string;
  onClose: () => void;
  onSubmit: (mapping: BankColumnMapping) => Promise<unknown>;
  onError: (error: unknown) => void;
}

/** A header that names its role, as a first guess (the user checks every choice). */
const guess = (headers: readonly string[], words: RegExp) =>
  headers.find((h) => words.test(h.replace(/\s/g, ''))) ?? '';

/** An unknown layout: which column is which, asked once; the server remembers it for the header row. */
export function MappingDialog({ headers, fileName, onClose, onSubmit, onError }: Props) {
  const form = useDialogForm<z.input<typeof BankColumnMappingSchema>, BankColumnMapping>(BankColumnMappingSchema, {
    date: guess(headers, /일자|일시|날짜/),
    time: guess(headers, /시간|시각/),
    deposit: guess(headers, /입금|맡기신|받은/),
    withdrawal: guess(headers, /출금|찾으신|지급|보낸돈/),
    balance: guess(headers, /잔액|남은/),
    depositor: guess(headers, /의뢰인|입금자|보낸사람|보낸분|기재내용|내용/),
    memo: guess(headers, /적요|메모/),
  });
  const options = headers.map((h) => ({ value: h, label: h }));
  return (
    <DialogForm
      form={form}
      title="은행 양식 지정"
      mode="CREATE"
      submitLabel="이 양식으로 가져오기"
      onClose={onClose}
      onSubmit={onSubmit}
      onError={onError}
    >
      <Alert severity="info">
        {fileName}: {bankMessages.layoutUnknown}
      </Alert>
      {BANK_COLUMN_ROLES.map((role) => (
        <FormSelect
          key={role}
          control={form.control}
          name={role}
          label={BANK_COLUMN_LABELS[role]}
          required={REQUIRED_BANK_COLUMNS.includes(role)}
          options={REQUIRED_BANK_COLUMNS.includes(role) ? options : [{ value: '', label: '(없음)' }, ...options]}
        />
      ))}
    </DialogForm>
  );
}

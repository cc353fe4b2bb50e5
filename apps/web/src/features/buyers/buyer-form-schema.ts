import { BuyerCreateSchema, buyerFieldsSchema, type BuyerCreateInput, type BuyerCreateValues } from '@scm/contract';
import { z } from 'zod';
import type { FormMode } from '../../shared/form-kit';

/** One set of form values for every mode: the account fields are only sent on create. */
export type BuyerFormInput = BuyerCreateInput;
export type BuyerFormValues = BuyerCreateValues;

/**
 * READ/UPDATE: the company fields as the server checks them; the shown username and the unused passwords pass.
 * The stored 사업자등록번호 (`kept`) passes unchanged even if it was saved before the check, as on the server.
 */
const buyerEditFormSchema = (kept: string | undefined) =>
  z.object({
    ...buyerFieldsSchema(kept).shape,
    username: z.string(),
    password: z.string(),
    passwordCheck: z.string(),
  });

export const buyerFormSchema = (mode: FormMode, kept?: string): z.ZodType<BuyerFormValues, BuyerFormInput> =>
  mode === 'CREATE' ? BuyerCreateSchema : buyerEditFormSchema(kept);

export const NEW_BUYER: BuyerFormInput = {
  username: '',
  password: '',
  passwordCheck: '',
  name: '',
  tel: '',
  address: '',
  email: '',
  registrationNumber: '',
  representative: '',
  businessType: '',
  businessItem: '',
  taxInvoiceEmail: '',
  taxInvoiceMode: 'PER_ORDER',
  remark: '',
  chargerName: '',
  chargerTel: '',
};

import { BuyerCreateSchema, BuyerFieldsSchema, type BuyerCreateInput, type BuyerCreateValues } from '@scm/contract';
import { z } from 'zod';
import type { FormMode } from '../../shared/form-kit';

/** One set of form values for every mode: the account fields are only sent on create. */
export type BuyerFormInput = BuyerCreateInput;
export type BuyerFormValues = BuyerCreateValues;

/** READ/UPDATE: the company fields as the server checks them; the shown username and the unused passwords pass. */
const buyerEditFormSchema = z.object({
  ...BuyerFieldsSchema.shape,
  username: z.string(),
  password: z.string(),
  passwordCheck: z.string(),
});

export const buyerFormSchema = (mode: FormMode): z.ZodType<BuyerFormValues, BuyerFormInput> =>
  mode === 'CREATE' ? BuyerCreateSchema : buyerEditFormSchema;

export const NEW_BUYER: BuyerFormInput = {
  username: '',
  password: '',
  passwordCheck: '',
  name: '',
  tel: '',
  address: '',
  email: '',
  registrationNumber: '',
  remark: '',
  chargerName: '',
  chargerTel: '',
};

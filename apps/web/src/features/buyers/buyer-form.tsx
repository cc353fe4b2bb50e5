import { buyerMessages, type Buyer } from '@scm/contract';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import { BUYER_LIST_PATH, useCreateBuyer, useDeleteBuyer, useUpdateBuyer } from './api';
import { BuyerFields } from './buyer-fields';
import { NEW_BUYER, buyerFormSchema, type BuyerFormInput, type BuyerFormValues } from './buyer-form-schema';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  buyer?: Buyer;
}

const valuesOf = ({ id: _id, createdAt: _createdAt, ...values }: Buyer): BuyerFormInput => ({
  ...values,
  password: '',
  passwordCheck: '',
});

export function BuyerForm({ mode, buyer }: Props) {
  const create = useCreateBuyer();
  const update = useUpdateBuyer();
  const remove = useDeleteBuyer();
  const record = useRecordForm<BuyerFormInput, BuyerFormValues, Buyer>({
    mode,
    record: buyer,
    listPath: BUYER_LIST_PATH,
    schema: buyerFormSchema(mode, buyer?.registrationNumber),
    valuesOf,
    blank: () => NEW_BUYER,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.id, message: buyerMessages.created(saved.name) };
    },
    update: async (values, b) => {
      // The username and password never change through an update.
      const { username: _username, password: _password, passwordCheck: _check, ...company } = values;
      const saved = await update.mutateAsync({ ...company, id: b.id });
      return { id: saved.id, message: buyerMessages.updated(saved.name) };
    },
    remove: async (b) => {
      await remove.mutateAsync(b.id);
      return buyerMessages.deleted(b.name);
    },
    confirm: {
      create: buyerMessages.createConfirm,
      update: buyerMessages.updateConfirm,
      delete: buyerMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="PARTNER" aria-label="고객사 정보">
      <BuyerFields />
    </RecordForm>
  );
}

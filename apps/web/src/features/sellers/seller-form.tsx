import { SellerCreateSchema, sellerMessages, type Seller, type SellerInput, type SellerValues } from '@scm/contract';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import { SELLER_LIST_PATH, useCreateSeller, useDeleteSeller, useUpdateSeller } from './api';
import { SellerFields } from './seller-fields';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  seller?: Seller;
}

const NEW_SELLER: SellerInput = {
  sellerName: '',
  sellerTel: '',
  sellerAddress: '',
  sellerChargerName: '',
  sellerChargerTel: '',
  sellerFax: '',
  sellerEmail: '',
  remark: '',
};

const valuesOf = ({ id: _id, createdAt: _createdAt, ...values }: Seller): SellerInput => values;

export function SellerForm({ mode, seller }: Props) {
  const create = useCreateSeller();
  const update = useUpdateSeller();
  const remove = useDeleteSeller();
  const record = useRecordForm<SellerInput, SellerValues, Seller>({
    mode,
    record: seller,
    listPath: SELLER_LIST_PATH,
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: SellerCreateSchema,
    valuesOf,
    blank: () => NEW_SELLER,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.id, message: sellerMessages.created(saved.sellerName) };
    },
    update: async (values, s) => {
      const saved = await update.mutateAsync({ ...values, id: s.id });
      return { id: saved.id, message: sellerMessages.updated(saved.sellerName) };
    },
    remove: async (s) => {
      await remove.mutateAsync(s.id);
      return sellerMessages.deleted(s.sellerName);
    },
    confirm: {
      create: sellerMessages.createConfirm,
      update: sellerMessages.updateConfirm,
      delete: sellerMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="PARTNER" aria-label="매입처 정보">
      <SellerFields />
    </RecordForm>
  );
}

import { Paper } from '@mui/material';
import { SellerCreateSchema, sellerMessages, type Seller, type SellerInput, type SellerValues } from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
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
  const fb = useFeedback();
  const nav = useListNavigation(SELLER_LIST_PATH);
  const create = useCreateSeller();
  const update = useUpdateSeller();
  const remove = useDeleteSeller();
  const form = useEntityForm<SellerInput, SellerValues>({
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: SellerCreateSchema,
    defaultValues: seller ? valuesOf(seller) : NEW_SELLER,
    mode,
  });

  const save = async (values: SellerValues) => {
    if (seller) {
      const saved = await update.mutateAsync({ ...values, id: seller.id });
      fb.snackbar('success', sellerMessages.updated(saved.sellerName));
      nav.backToDetail(saved.id);
    } else {
      const saved = await create.mutateAsync(values);
      fb.snackbar('success', sellerMessages.created(saved.sellerName));
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteSeller = async () => {
    if (!seller) return;
    await remove.mutateAsync(seller.id);
    fb.snackbar('success', sellerMessages.deleted(seller.sellerName));
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
      <EntityForm area="PARTNER" form={form} onSubmit={save} aria-label="매입처 정보">
        <SellerFields />
        <FormActions
          onDelete={seller ? deleteSeller : undefined}
          deleteConfirmText={sellerMessages.deleteConfirm}
          onEdit={seller ? () => nav.toEdit(seller.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (seller ? nav.backToDetail(seller.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}

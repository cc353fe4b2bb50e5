import { Paper } from '@mui/material';
import { buyerMessages, type Buyer } from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/list-kit';
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
  const fb = useFeedback();
  const nav = useListNavigation(BUYER_LIST_PATH);
  const create = useCreateBuyer();
  const update = useUpdateBuyer();
  const remove = useDeleteBuyer();
  const form = useEntityForm<BuyerFormInput, BuyerFormValues>({
    schema: buyerFormSchema(mode),
    defaultValues: buyer ? valuesOf(buyer) : NEW_BUYER,
    mode,
  });

  const save = async (values: BuyerFormValues) => {
    if (buyer) {
      // The username and password never change through an update.
      const { username: _username, password: _password, passwordCheck: _check, ...company } = values;
      const saved = await update.mutateAsync({ ...company, id: buyer.id });
      fb.snackbar('success', buyerMessages.updated(saved.name));
      nav.backToDetail(saved.id);
    } else {
      const saved = await create.mutateAsync(values);
      fb.snackbar('success', buyerMessages.created(saved.name));
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteBuyer = async () => {
    if (!buyer) return;
    await remove.mutateAsync(buyer.id);
    fb.snackbar('success', buyerMessages.deleted(buyer.name));
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
      <EntityForm area="PARTNER" form={form} onSubmit={save} aria-label="고객사 정보">
        <BuyerFields />
        <FormActions
          onDelete={buyer ? deleteBuyer : undefined}
          deleteConfirmText={buyerMessages.deleteConfirm}
          onEdit={buyer ? () => nav.toEdit(buyer.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (buyer ? nav.backToDetail(buyer.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}

import { Paper, Typography } from '@mui/material';
import { ItemCreateSchema, itemMessages, type Item, type ItemInput, type ItemValues } from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import { EntityForm, FormActions, useEntityForm, type FormMode } from '../../shared/form-kit';
import { formatNumber } from '../../shared/format';
import { useListNavigation } from '../../shared/list-kit';
import { ITEM_LIST_PATH, useCreateItem, useDeleteItem, useUpdateItem } from './api';
import { ItemFields } from './item-fields';

interface Props {
  mode: FormMode;
  /** The saved record; absent in CREATE. */
  item?: Item;
}

const NEW_ITEM: ItemInput = {
  itemCode: '',
  name: '',
  standardSize: '',
  itemUnit: '',
  itemPrice: '0',
  remark: '',
  itemCategoryId: null,
  isBom: false,
  isUsed: true,
};

const valuesOf = (item: Item): ItemInput => ({
  itemCode: item.itemCode,
  name: item.name,
  standardSize: item.standardSize,
  itemUnit: item.itemUnit,
  itemPrice: formatNumber(item.itemPrice),
  remark: item.remark,
  itemCategoryId: item.itemCategoryId,
  isBom: item.isBom,
  isUsed: item.isUsed,
});

export function ItemForm({ mode, item }: Props) {
  const fb = useFeedback();
  const nav = useListNavigation(ITEM_LIST_PATH);
  const create = useCreateItem();
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const form = useEntityForm<ItemInput, ItemValues>({
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: ItemCreateSchema,
    defaultValues: item ? valuesOf(item) : NEW_ITEM,
    mode,
  });

  // Spec: saving without a category is stopped with a warning. It is said once, at the picker, announced as an
  // alert (a snackbar besides repeated it: issue 9 §6).

  const save = async (values: ItemValues) => {
    if (item) {
      const saved = await update.mutateAsync({ ...values, id: item.id });
      fb.snackbar('success', itemMessages.updated(saved.name));
      nav.backToDetail(saved.id);
    } else {
      const saved = await create.mutateAsync(values);
      fb.snackbar('success', itemMessages.created(saved.name));
      nav.toDetail(saved.id, { replace: true });
    }
  };

  const deleteItem = async () => {
    if (!item) return;
    await remove.mutateAsync(item.id);
    fb.snackbar('success', itemMessages.deleted(item.name));
    nav.toList({ replace: true });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
      <EntityForm
        area="PROCESS"
        form={form}
        onSubmit={save}
        aria-label="품목 정보"
        confirmSave={{ create: itemMessages.createConfirm, update: itemMessages.updateConfirm }}
      >
        {item && mode === 'READ' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            현재 재고{' '}
            <Typography component="strong" variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {formatNumber(item.amount)}
              {item.itemUnit && ` ${item.itemUnit}`}
            </Typography>
          </Typography>
        )}
        <ItemFields />
        <FormActions
          onDelete={item ? deleteItem : undefined}
          deleteConfirmText={itemMessages.deleteConfirm}
          onEdit={item ? () => nav.toEdit(item.id) : undefined}
          onList={() => nav.toList()}
          onCancel={() => (item ? nav.backToDetail(item.id) : nav.toList())}
        />
      </EntityForm>
    </Paper>
  );
}

import { Typography } from '@mui/material';
import { ItemCreateSchema, itemMessages, type Item, type ItemInput, type ItemValues } from '@scm/contract';
import { RecordForm, useRecordForm, type FormMode } from '../../shared/form-kit';
import { formatNumber } from '../../shared/format';
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
  minimumStock: '',
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
  minimumStock: item.minimumStock === null ? '' : formatNumber(item.minimumStock),
});

// Spec: saving without a category is stopped with a warning. It is said once, at the picker, announced as an
// alert (a snackbar besides repeated it: issue 9 §6).

export function ItemForm({ mode, item }: Props) {
  const create = useCreateItem();
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const record = useRecordForm<ItemInput, ItemValues, Item>({
    mode,
    record: item,
    listPath: ITEM_LIST_PATH,
    // The same schema the server validates POST and PUT bodies with (PUT adds only the id).
    schema: ItemCreateSchema,
    valuesOf,
    blank: () => NEW_ITEM,
    create: async (values) => {
      const saved = await create.mutateAsync(values);
      return { id: saved.id, message: itemMessages.created(saved.name) };
    },
    update: async (values, i) => {
      const saved = await update.mutateAsync({ ...values, id: i.id });
      return { id: saved.id, message: itemMessages.updated(saved.name) };
    },
    remove: async (i) => {
      await remove.mutateAsync(i.id);
      return itemMessages.deleted(i.name);
    },
    confirm: {
      create: itemMessages.createConfirm,
      update: itemMessages.updateConfirm,
      delete: itemMessages.deleteConfirm,
    },
  });
  return (
    <RecordForm record={record} area="PROCESS" aria-label="품목 정보">
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
    </RecordForm>
  );
}

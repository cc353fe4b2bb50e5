import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { BarcodeScannerDialog } from '../../shared/barcode';
import { useFeedback } from '../../shared/feedback';
import { useFormMode } from '../../shared/form-kit';
import { ItemPicker } from '../items';
import { findItemByBarcode } from './api';
import type { PurchaseOrderFormInput, PurchaseOrderFormValues } from './purchase-order-form-schema';

interface Props {
  /** Why the item cannot change (a received order), shown under the field. */
  lockedReason?: string;
}

/** The item, typed (name, code or 초성) and optionally narrowed by category, or a scanned label. */
export function ItemField({ lockedReason }: Props) {
  const mode = useFormMode();
  const fb = useFeedback();
  const { control, setValue, clearErrors } = useFormContext<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>();
  const itemId = useController({ control, name: 'itemId' });
  const categoryId = useController({ control, name: 'categoryId' });
  const [scanning, setScanning] = useState(false);
  const disabled = mode === 'READ' || lockedReason !== undefined;
  const itemName = useWatch({ control, name: 'itemName' });
  const itemIdValue = itemId.field.value;
  const picked = itemIdValue === null ? null : { id: itemIdValue, name: itemName };

  const choose = (item: { id: number; name: string } | null) => {
    itemId.field.onChange(item?.id ?? null);
    setValue('itemName', item?.name ?? '');
  };

  const selectScanned = async (code: string) => {
    const match = await findItemByBarcode(code);
    setValue('categoryId', match.categoryId, { shouldDirty: true });
    setValue('itemId', match.id, { shouldDirty: true });
    setValue('itemName', match.itemName);
    clearErrors('itemId');
    setScanning(false);
    fb.snackbar('success', `바코드 ${match.itemCode}: ${match.itemName} 품목을 선택했습니다.`);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <ItemPicker
        categoryId={categoryId.field.value}
        // The category only narrows the search: the chosen item stays.
        onCategoryChange={(id) => categoryId.field.onChange(id)}
        value={picked}
        onChange={choose}
        disabled={disabled}
        required
        error={itemId.fieldState.invalid}
        helperText={itemId.fieldState.error?.message ?? lockedReason}
      />
      {!disabled && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)}>
            바코드 스캔
          </Button>
        </Stack>
      )}
      <BarcodeScannerDialog open={scanning} onClose={() => setScanning(false)} onDetected={selectScanned} />
    </Stack>
  );
}

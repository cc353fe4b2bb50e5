import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Button, FormHelperText, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { shopbagOrderMessages, type SellerModalItem } from '@scm/contract';
import { useId, useState } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { useFeedback } from '../../shared/feedback';
import { useFieldDisabled } from '../../shared/form-kit/field-props';
import { SellerSelectModal } from '../sellers';
import type { ShopbagFormInput } from './shopbag-form-schema';

/** 배포처: the distribution targets from the seller picker, each once ('이미 선택된 배포처입니다.'). */
export function SellersField() {
  const { control, formState } = useFormContext<ShopbagFormInput>();
  const {
    field: { ref: focusTarget, value: sellers, onChange },
    fieldState,
  } = useController({ control, name: 'sellers' });
  // The schema checks the ids it sends (sellerIds); the server's answers are renamed to `sellers` on the way in.
  const error: { message?: string } | undefined = fieldState.error ?? get(formState.errors, 'sellerIds');
  const errorId = useId();
  const disabled = useFieldDisabled();
  const fb = useFeedback();
  const [open, setOpen] = useState(false);

  const add = (s: SellerModalItem) => {
    if (sellers.some((x) => x.id === s.id)) {
      void fb.alert(shopbagOrderMessages.sellerDuplicate);
      return;
    }
    onChange([
      ...sellers,
      { id: s.id, sellerName: s.sellerName, sellerTel: s.sellerTel ?? '', sellerAddress: s.sellerAddress ?? '' },
    ]);
    setOpen(false);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {`배포처 ${sellers.length}곳`}
        </Typography>
        {!disabled && (
          <Button
            ref={focusTarget}
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setOpen(true)}
            aria-describedby={error ? errorId : undefined}
          >
            배포처 추가
          </Button>
        )}
      </Stack>
      {sellers.length > 0 ? (
        <List dense disablePadding aria-label="배포처 목록" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {sellers.map((s) => (
            <ListItem
              key={s.id}
              divider
              secondaryAction={
                !disabled && (
                  <IconButton
                    edge="end"
                    aria-label={`${s.sellerName} 빼기`}
                    onClick={() => onChange(sellers.filter((x) => x.id !== s.id))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={s.sellerName}
                secondary={[s.sellerTel, s.sellerAddress].filter(Boolean).join(' · ') || undefined}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          선택된 배포처가 없습니다.
        </Typography>
      )}
      {error?.message && (
        <FormHelperText error id={errorId} role="alert">
          {error.message}
        </FormHelperText>
      )}
      <SellerSelectModal open={open} title="배포처 선택" onClose={() => setOpen(false)} onSelect={add} />
    </Stack>
  );
}

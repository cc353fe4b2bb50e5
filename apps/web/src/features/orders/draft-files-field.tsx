import { ORDER_ATTACHMENT_DTYPE } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormFileDropArea } from '../../shared/form-kit/form-file-drop-area';
import type { OrderFormInput } from './order-form-schema';

/** 시안 파일: uploaded through the file API as PrintingWorkOrder; the order keeps their ids; READ downloads them. */
export function DraftFilesField() {
  const { control } = useFormContext<OrderFormInput>();
  return <FormFileDropArea control={control} name="attachments" dtype={ORDER_ATTACHMENT_DTYPE} label="시안 파일" />;
}

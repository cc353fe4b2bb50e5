import { ORDER_ATTACHMENT_DTYPE, type OrderAttachment } from '@scm/contract';
import { useFormContext } from 'react-hook-form';
import { FormFileDropArea } from '../form-kit/form-file-drop-area';

/** 시안 파일: uploaded through the file API as PrintingWorkOrder; the order keeps their ids; READ downloads them. */
export function DraftFilesField() {
  const { control } = useFormContext<{ attachments: OrderAttachment[] }>();
  return <FormFileDropArea control={control} name="attachments" dtype={ORDER_ATTACHMENT_DTYPE} label="시안 파일" />;
}

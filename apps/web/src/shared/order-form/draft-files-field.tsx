import { ORDER_ATTACHMENT_DTYPE, type OrderAttachment } from '@scm/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormFileDropArea } from '../form-kit/form-file-drop-area';
import { PreflightChecklist } from '../preflight';

interface SpecPages {
  workType?: string;
  finishedSize?: string;
  printingList?: { pageCount?: number | string | null }[];
}

/** A brochure's pages as the form has them (the sum of its entries' pages); null for other work or none given. */
const pagesOf = (spec: SpecPages) => {
  if (spec.workType !== 'BROCHURE') return null;
  const total = (spec.printingList ?? []).reduce((n, e) => n + (Number(e.pageCount) || 0), 0);
  return total > 0 ? total : null;
};

/**
 * 시안 파일: uploaded through the file API as PrintingWorkOrder; the order keeps their ids; READ downloads them.
 * Each uploaded draft shows its preflight checklist, against the form's 완성 사이즈 and pages.
 */
export function DraftFilesField() {
  const { control } = useFormContext<{ attachments: OrderAttachment[] } & SpecPages>();
  const [attachments, workType, finishedSize, printingList] = useWatch({
    control,
    name: ['attachments', 'workType', 'finishedSize', 'printingList'],
  });
  const form = { finishedSize: finishedSize ?? '', pages: pagesOf({ workType, printingList }) };
  return (
    <>
      <FormFileDropArea control={control} name="attachments" dtype={ORDER_ATTACHMENT_DTYPE} label="시안 파일" />
      {(attachments ?? []).map((file) => (
        <PreflightChecklist key={file.id} fileId={file.id} fileName={file.originalFileName} form={form} />
      ))}
    </>
  );
}

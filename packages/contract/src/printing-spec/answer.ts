import { z } from 'zod';
import { COMPOSITIONS, PRINTING_TYPES, WORK_TYPES } from './vocabulary.js';

/**
 * The printing spec as the server answers it (staff detail): plain objects, every field present. A customer's
 * answer leaves the outsourcing fields and paper lines out (CustomerPrintingEntrySchema).
 */
export const PaperLineSchema = z.object({
  rawItemId: z.number().int(),
  /** The raw item's name and unit now, for the picker and READ mode. */
  rawItemName: z.string(),
  itemUnit: z.string(),
  amount: z.number().int().nullable(),
  wrongAmount: z.number().int().nullable(),
});
export type PaperLine = z.infer<typeof PaperLineSchema>;

export const PostProcessSchema = z.object({
  postProcessOption: z.array(z.number().int()),
  postProcessOutsourcingId: z.number().int().nullable(),
  postProcessRemark: z.string(),
});
export type PostProcess = z.infer<typeof PostProcessSchema>;

export const FoldingBindingSchema = z.object({
  foldingBindingOption: z.array(z.number().int()),
  foldingBindingOutsourcingId: z.number().int().nullable(),
  foldingBindingRemark: z.string(),
});
export type FoldingBinding = z.infer<typeof FoldingBindingSchema>;

const remarks = {
  offCtpRemark: z.string(),
  offPrintRemark: z.string(),
  rotaryRemark: z.string(),
  digitalRemark: z.string(),
  ospRemark: z.string(),
  noPrintRemark: z.string(),
};

export const PrintingEntrySchema = z.object({
  composition: z.enum(COMPOSITIONS),
  printingType: z.enum(PRINTING_TYPES),
  dosu: z.string(),
  julsu: z.string(),
  pageCount: z.number().int().nullable(),
  isOffCtpOutsourcing: z.boolean(),
  offCtpOutsourcingId: z.number().int().nullable(),
  isOffPrintOutsourcing: z.boolean(),
  offPrintOutsourcingId: z.number().int().nullable(),
  rotaryOutsourcingId: z.number().int().nullable(),
  isDigitalOutsourcing: z.boolean(),
  digitalOutsourcingId: z.number().int().nullable(),
  ospOutsourcingId: z.number().int().nullable(),
  ...remarks,
  isPostProcess: z.boolean(),
  usePaperList: z.array(PaperLineSchema),
  postProcessList: z.array(PostProcessSchema),
});
export type PrintingEntry = z.infer<typeof PrintingEntrySchema>;

/** What a customer reads of an entry: no suppliers, no paper (002 §3). */
export const CustomerPrintingEntrySchema = z.object({
  composition: z.enum(COMPOSITIONS),
  printingType: z.enum(PRINTING_TYPES),
  dosu: z.string(),
  julsu: z.string(),
  pageCount: z.number().int().nullable(),
  ...remarks,
  isPostProcess: z.boolean(),
  postProcessList: z.array(PostProcessSchema.omit({ postProcessOutsourcingId: true })),
});
export type CustomerPrintingEntry = z.infer<typeof CustomerPrintingEntrySchema>;

/** The spec part of a staff answer. */
export const PrintingSpecAnswerShape = {
  /** A string, not the enum: a stored value outside the vocabulary still reads, shown as '주문 유형 오류'. */
  workType: z.string(),
  finishedSize: z.string(),
  printingList: z.array(PrintingEntrySchema),
  isFoldingBinding: z.boolean(),
  foldingBindingList: z.array(FoldingBindingSchema),
};
/** The known work types, for a list filter. */
export const WorkTypeSchema = z.enum(WORK_TYPES);

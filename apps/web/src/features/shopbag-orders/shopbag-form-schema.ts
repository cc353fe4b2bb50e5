import {
  blankPrintingSpec,
  ShopbagOrderCreateSchema,
  ShopbagOrderLateUpdateSchema,
  type PrintingEntryInput,
  type PrintingSpecInput,
  type ShopbagOrder,
  type ShopbagOrderInput,
  type ShopbagOrderLateUpdateValues,
  type ShopbagOrderValues,
  type ShopbagSellerEntry,
} from '@scm/contract';
import { formSchemaOf, keepFields, savedPaperLines } from '../../shared/order-form';
import { overrideBodyOf, overrideDraftOf, type PriceOverrideDraft } from '../orders';

/**
 * What the form holds: the contract's bag order, with the chosen sellers (name, phone, address for the table) in
 * place of their ids, the cities as select values ('' = none) and nothing chosen as null.
 */
export type ShopbagFormInput = Omit<
  ShopbagOrderInput,
  | 'employeeId'
  | 'sellerIds'
  | 'parentCityCode'
  | 'childCityCode'
  | 'priceOverride'
  | 'confirmedTotal'
  | keyof PrintingSpecInput<'shopbag'>
> &
  PrintingSpecInput<'staff'> & {
    employeeId: number | null;
    parentCityCode: string;
    childCityCode: string;
    sellers: ShopbagSellerEntry[];
    /** 금액 조정 as typed; null = the computed price (a saved override is then removed). */
    priceOverride: PriceOverrideDraft | null;
  };

/** The chosen sellers become their ids. */
const toBody = ({ sellers, priceOverride, ...rest }: Partial<ShopbagFormInput>) => ({
  ...rest,
  sellerIds: (sellers ?? []).map((s) => s.id),
  priceOverride: overrideBodyOf(priceOverride),
});

/** CREATE, and UPDATE before work starts: the schema the server validates POST and PUT with. */
export const shopbagFormSchema = formSchemaOf<ShopbagOrderValues, ShopbagFormInput>(toBody, ShopbagOrderCreateSchema);

const LATE_KEYS = ['deliveryDate', 'sellerIds', 'remark'];
export type ShopbagLateFormValues = Omit<ShopbagOrderLateUpdateValues, 'id'>;

/** UPDATE once work has started: the delivery date, the distribution targets and the remark only. */
export const shopbagLateFormSchema = formSchemaOf<ShopbagLateFormValues, ShopbagFormInput>(
  (input) => keepFields(toBody(input), LATE_KEYS),
  ShopbagOrderLateUpdateSchema.omit({ id: true }),
);

/** The editor holds every variant's fields in the staff shape; the bag's blank spec fits it. */
const blankSpec = () => blankPrintingSpec('shopbag');

export const newShopbagOrder = (): ShopbagFormInput => ({
  productName: '',
  shopbagType: 'EIGHT',
  employeeId: null,
  parentCityCode: '',
  childCityCode: '',
  deliveryDate: '',
  sellers: [],
  quality: '',
  amount: '',
  numberCases: '',
  remark: '',
  ...blankSpec(),
  priceOverride: null,
});

/** The saved bag's single printing entry as the editor holds it (the bag form has no outsourcing). */
function savedPrintingList(o: ShopbagOrder): PrintingEntryInput<'staff'>[] {
  return o.printingList.map((e) => ({
    composition: e.composition,
    printingType: e.printingType,
    dosu: e.dosu,
    julsu: e.julsu,
    digitalRemark: e.digitalRemark,
    noPrintRemark: e.noPrintRemark,
    pageCount: e.pageCount,
    isPostProcess: e.isPostProcess,
    postProcessList: e.postProcessList,
    usePaperList: savedPaperLines(e.usePaperList),
  }));
}

export const savedShopbagOrder = (o: ShopbagOrder): ShopbagFormInput => ({
  productName: o.productName,
  // A stored type outside the vocabulary reads as empty; the header shows '유형 오류'.
  shopbagType: o.shopbagType as ShopbagFormInput['shopbagType'],
  employeeId: o.employeeId,
  parentCityCode: o.parentCityCode ?? '',
  childCityCode: o.childCityCode ?? '',
  deliveryDate: o.deliveryDate ?? '',
  sellers: o.sellerList,
  quality: o.quality,
  amount: String(o.amount),
  numberCases: String(o.numberCases),
  remark: o.remark,
  workType: 'SHOPBAG',
  printingList: savedPrintingList(o),
  isFoldingBinding: o.isFoldingBinding,
  foldingBindingList: o.foldingBindingList,
  finishedSize: o.finishedSize,
  priceOverride: overrideDraftOf(o.price?.override),
});

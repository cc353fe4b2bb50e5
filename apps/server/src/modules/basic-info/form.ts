import {
  BASIC_INFO_FORM_FIELD_TYPES,
  COMPANY_STAMP_CONTENT_TYPES,
  COMPANY_STAMP_FIELD,
  COMPANY_STAMP_MAX_BYTES,
  basicInfoMessages,
} from '@scm/contract';
import { imageFormOf } from '../../platform/files/image-form';

/**
 * PUT /api/basic_info: multipart/form-data (flat fields and an optional `stamp` image: PNG or JPG only, since it goes
 * into PDFs) or a plain JSON body without a stamp.
 */
const basicInfoForm = imageFormOf({
  imageField: COMPANY_STAMP_FIELD,
  contentTypes: COMPANY_STAMP_CONTENT_TYPES,
  maxBytes: COMPANY_STAMP_MAX_BYTES,
  maxFields: 20,
  fieldTypes: BASIC_INFO_FORM_FIELD_TYPES,
  messages: { notImage: basicInfoMessages.stampNotImage, tooLarge: basicInfoMessages.stampTooLarge },
});

export const readBasicInfoForm = basicInfoForm.read;
export const parseBasicInfoForm = basicInfoForm.parse;

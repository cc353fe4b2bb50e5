import {
  EMPLOYEE_FORM_FIELD_TYPES,
  EMPLOYEE_STAMP_FIELD,
  STAMP_CONTENT_TYPES,
  STAMP_MAX_BYTES,
  employeeMessages,
} from '@scm/contract';
import { imageFormOf } from '../../platform/files/image-form';

/**
 * POST/PUT /api/employee: multipart/form-data (flat field names and an optional `stamp` image: PNG, JPG, GIF or
 * WEBP, which a browser shows in place) or, for API clients, a plain JSON body without a stamp. A cleared optional
 * number field is null.
 */
const employeeForm = imageFormOf({
  imageField: EMPLOYEE_STAMP_FIELD,
  contentTypes: STAMP_CONTENT_TYPES,
  maxBytes: STAMP_MAX_BYTES,
  maxFields: 40,
  fieldTypes: EMPLOYEE_FORM_FIELD_TYPES,
  emptyNumberIsNull: true,
  messages: { notImage: employeeMessages.stampNotImage, tooLarge: employeeMessages.stampTooLarge },
});

export const readEmployeeForm = employeeForm.read;
export const parseEmployeeForm = employeeForm.parse;

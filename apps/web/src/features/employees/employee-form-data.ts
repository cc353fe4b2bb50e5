import { EMPLOYEE_STAMP_FIELD } from '@scm/contract';

/** The spec's multipart body: every field flattened to text ('' for none), plus the stamp image part. */
export function toEmployeeFormData(values: object, stamp: File | null): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (value === undefined) continue;
    if (value === null) data.append(key, '');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      data.append(key, String(value));
  }
  if (stamp) data.append(EMPLOYEE_STAMP_FIELD, stamp, stamp.name);
  return data;
}

/** The success envelope { data, message }. */
export const ok = <T>(data: T, message = '') => ({ data, message });

/**
 * A company or depositor name as compared: NFKC (so ㈜ reads (주)), without the company-form marks ((주), 주식회사,
 * (유), 유한회사, (사), (재) …), spaces and punctuation, lower case. "(주)한빛 출판" and "한빛출판㈜" are the same.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/주식회사|유한회사|합자회사|합명회사|사단법인|재단법인|\((주|유|사|재|합)\)|^(주|유)\)/g, '')
    .replace(/[\s\p{P}\p{S}]/gu, '')
    .toLowerCase();
}

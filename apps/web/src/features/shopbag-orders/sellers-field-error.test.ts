import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { atSellersField, savingSellers } from './sellers-field-error';

const invalid = { isError: true as const, defaultMessage: '배포처를 다시 선택해주세요.' };
const name = { isError: true as const, defaultMessage: '주문상품명을 입력해주세요.' };

describe('the server’s sellerIds errors at the 배포처 field', () => {
  it('renames sellerIds and one of its items to sellers and keeps the other fields', () => {
    const renamed = atSellersField(new ApiError(400, null, { sellerIds: invalid, productName: name }));
    expect(renamed).toBeInstanceOf(ApiError);
    expect((renamed as ApiError).fieldErrors).toEqual({ sellers: invalid, productName: name });
    expect((renamed as ApiError).status).toBe(400);
    const item = atSellersField(new ApiError(400, null, { 'sellerIds.1': invalid }));
    expect((item as ApiError).fieldErrors).toEqual({ sellers: invalid });
  });

  it('leaves other errors alone', () => {
    const other = new ApiError(400, null, { productName: name });
    expect(atSellersField(other)).toBe(other);
    const conflict = new ApiError(409, null, null);
    expect(atSellersField(conflict)).toBe(conflict);
    const plain = new Error('x');
    expect(atSellersField(plain)).toBe(plain);
  });

  it('rethrows a failed save renamed and passes a good one through', async () => {
    await expect(savingSellers(async () => 7)).resolves.toBe(7);
    await expect(
      savingSellers(async () => {
        throw new ApiError(400, null, { sellerIds: invalid });
      }),
    ).rejects.toMatchObject({ fieldErrors: { sellers: invalid } });
  });
});

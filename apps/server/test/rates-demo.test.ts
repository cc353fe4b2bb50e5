import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, engine, login, makeApp } from './harness';

const ctx = await makeApp();

describe(`demo rate table (${engine})`, () => {
  it('prices the demo papers, plates, offset, post-processing, bags and margins', async () => {
    const admin = await login(ctx.app, 'admin', ADMIN_PASSWORD);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/rates/effective', headers: admin.headers() });
    expect(res.statusCode).toBe(200);
    const set = res.json().data;
    expect(set.paper.length).toBeGreaterThan(20);
    expect(set.printing).toContainEqual(expect.objectContaining({ rateCode: 'CTP_PLATE', unitPrice: 15000 }));
    expect(set.printing).toContainEqual(
      expect.objectContaining({ rateCode: 'OFFSET', unitPrice: 8000, minimumCharge: 40000 }),
    );
    expect(set.postProcess.map((r: { optionName: string }) => r.optionName)).toEqual(
      expect.arrayContaining(['유광 코팅', '오시', '도무송', '미싱', '넘버링', '귀돌이', '무선 제본']),
    );
    expect(set.shopbag).toHaveLength(3);
    expect(set.margin).toContainEqual(
      expect.objectContaining({ workType: 'LEAFLET', marginBp: 2000, roundingUnit: 100 }),
    );
  });
});

// The address book (uc-address): SPEC §5 rules with their messages, region codes checked on the server,
// at most 20 addresses (race-safe), exactly one default (race-safe), and no access to another user's.
import { expect, it } from 'vitest';
import { provinces, regionChildren, resolveRegion } from '@mall/shared/regions';
import { expectRefused, get, post, put, registerUser } from './account-helpers';
import { describeEachEngine } from './harness';
import { addAddress, addrBody, del, SHANGHAI, XINJIANG } from './order-helpers';

describeEachEngine('address book', (ctx) => {
  const list = async (token: string) => (await get(ctx, '/p/address/list', { token })).json() as { addrId: number; isDefault: boolean }[];

  it('adds, reads, updates and deletes addresses with names from the region dataset', async () => {
    const { token } = await registerUser(ctx);
    const first = await addAddress(ctx, token);
    const info = await get(ctx, `/p/address/addrInfo/${first}`, { token });
    expect(info.json()).toMatchObject({ addrId: first, receiver: '张三', mobile: '13800138000', ...SHANGHAI, province: '上海市', city: '上海市', area: '浦东新区', isDefault: true });
    const second = await addAddress(ctx, token, { ...XINJIANG, receiver: ' 李四 ', addr: '  人民路1号  ' });
    expect((await get(ctx, `/p/address/addrInfo/${second}`, { token })).json()).toMatchObject({ receiver: '李四', addr: '人民路1号', province: '新疆维吾尔自治区', isDefault: false });
    const upd = await put(ctx, '/p/address/updateAddr', { ...addrBody({ receiver: '王五', provinceCode: '440000', cityCode: '440300', areaCode: '440305' }), addrId: second }, { token });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await get(ctx, `/p/address/addrInfo/${second}`, { token })).json()).toMatchObject({ receiver: '王五', province: '广东省', city: '深圳市', area: '南山区' });
    expect((await list(token)).map((a) => a.addrId)).toEqual([first, second]);
    expect((await ctx().app.inject({ method: 'DELETE', url: `/shop-api/p/address/deleteAddr/${second}`, headers: { authorization: token } })).statusCode).toBe(200);
    expect((await list(token)).map((a) => a.addrId)).toEqual([first]);
  });

  it('refuses a missing recipient, a bad phone, a missing region or detail, in zh and en', async () => {
    const { token } = await registerUser(ctx);
    const add = (over: Record<string, unknown>) => (lang: string) => post(ctx, '/p/address/addAddr', addrBody(over), { token, lang });
    await expectRefused(add({ receiver: '   ' }), '请输入收货人', 'Please enter the recipient');
    await expectRefused(add({ receiver: '一二三四五六七八九十一二三四五六七八九十一' }), '收货人不能超过20个字', 'The recipient cannot exceed 20 characters');
    await expectRefused(add({ mobile: '1380013800' }), '请输入正确的手机号', 'Please enter a valid phone number');
    await expectRefused(add({ mobile: '23800138000' }), '请输入正确的手机号', 'Please enter a valid phone number');
    await expectRefused(add({ provinceCode: '' }), '请先选择省份和城市', 'Please select the province and city first');
    await expectRefused(add({ cityCode: undefined }), '请先选择省份和城市', 'Please select the province and city first');
    await expectRefused(add({ areaCode: '' }), '请选择区县', 'Please select the district');
    await expectRefused(add({ addr: ' ' }), '请输入详细地址', 'Please enter the detailed address');
    await expectRefused(add({ addr: '路'.repeat(101) }), '详细地址不能超过100个字', 'The detailed address cannot exceed 100 characters');
    // codes that do not exist or do not belong together
    await expectRefused(add({ areaCode: '999999' }), '所选地区不存在，请重新选择', 'The selected region does not exist, please select it again');
    await expectRefused(add({ ...SHANGHAI, cityCode: XINJIANG.cityCode }), '所选地区不存在，请重新选择');
    await expectRefused(add({ ...SHANGHAI, areaCode: XINJIANG.areaCode }), '所选地区不存在，请重新选择');
    expect(await list(token)).toEqual([]);
  });

  it('keeps exactly one default: the first address, a chosen one, a successor when the default is deleted', async () => {
    const { token } = await registerUser(ctx);
    const a = await addAddress(ctx, token);
    const b = await addAddress(ctx, token, { isDefault: true });
    const c = await addAddress(ctx, token);
    const defaults = async () => (await list(token)).filter((x) => x.isDefault).map((x) => x.addrId);
    expect(await defaults()).toEqual([b]);
    expect((await list(token))[0]!.addrId).toBe(b);
    expect((await put(ctx, `/p/address/defaultAddr/${a}`, {}, { token })).statusCode).toBe(200);
    expect(await defaults()).toEqual([a]);
    // racing "set default" requests leave one default
    await Promise.all([b, c, a, b, c].map((id) => put(ctx, `/p/address/defaultAddr/${id}`, {}, { token })));
    expect(await defaults()).toHaveLength(1);
    const d = (await defaults())[0]!;
    await ctx().app.inject({ method: 'DELETE', url: `/shop-api/p/address/deleteAddr/${d}`, headers: { authorization: token } });
    expect(await defaults()).toHaveLength(1);
    // isDefault false on the default does not leave the book without one
    const now = (await defaults())[0]!;
    await put(ctx, '/p/address/updateAddr', { ...addrBody(), addrId: now, isDefault: false }, { token });
    expect(await defaults()).toEqual([now]);
  });

  it('allows 20 addresses; two parallel adds at 19 give exactly one success', async () => {
    const { token } = await registerUser(ctx);
    for (let i = 0; i < 19; i++) await addAddress(ctx, token, { addr: `测试路${i}号` });
    const results = await Promise.all([1, 2].map((i) => post(ctx, '/p/address/addAddr', addrBody({ addr: `并发路${i}号` }), { token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe('新增收货地址数量已达上限');
    expect(await list(token)).toHaveLength(20);
    await expectRefused((lang) => post(ctx, '/p/address/addAddr', addrBody(), { token, lang }),
      '新增收货地址数量已达上限', 'The maximum number of new delivery addresses has been reached');
  });

  it('never shows or changes another user\'s address (404)', async () => {
    const alice = await registerUser(ctx);
    const bob = await registerUser(ctx);
    const addrId = await addAddress(ctx, alice.token);
    expect(await list(bob.token)).toEqual([]);
    expect((await get(ctx, `/p/address/addrInfo/${addrId}`, { token: bob.token })).statusCode).toBe(404);
    expect((await put(ctx, '/p/address/updateAddr', { ...addrBody({ receiver: '坏人' }), addrId }, { token: bob.token })).statusCode).toBe(404);
    expect((await put(ctx, `/p/address/defaultAddr/${addrId}`, {}, { token: bob.token })).statusCode).toBe(404);
    expect((await del(ctx, `/p/address/deleteAddr/${addrId}`, undefined, bob.token)).statusCode).toBe(404);
    expect((await post(ctx, '/p/order/confirm', { orderItem: { prodId: 1, skuId: 1, prodCount: 1 }, addrId }, { token: bob.token })).statusCode).toBe(404);
    expect((await get(ctx, `/p/address/addrInfo/${addrId}`, { token: alice.token })).json().receiver).toBe('张三');
    expect((await get(ctx, '/p/address/list')).statusCode).toBe(401);
  });

  it('serves the region picker from the same complete dataset', async () => {
    const top = (await get(ctx, '/area/listByPid')).json() as { areaId: string; areaName: string; level: number }[];
    expect(top).toHaveLength(34);
    expect(top[0]).toEqual({ areaId: '110000', areaName: '北京市', level: 1 });
    const gd = (await get(ctx, '/area/listByPid?pid=440000')).json() as { areaId: string; level: number }[];
    expect(gd.length).toBe(21);
    expect(gd.every((c) => c.level === 2 && c.areaId.startsWith('44'))).toBe(true);
    expect((await get(ctx, '/area/listByPid?pid=440300')).json().some((a: { areaName: string }) => a.areaName === '南山区')).toBe(true);
    expect((await get(ctx, '/area/listByPid?pid=440305')).json()).toEqual([]);
  });
}, { seed: false });

it('has a complete region dataset: every mainland province has cities and every city has districts', () => {
  expect(provinces().length).toBe(34);
  let cities = 0;
  let districts = 0;
  for (const p of provinces()) {
    const cs = regionChildren(p.code);
    expect(cs.length, p.name).toBeGreaterThan(0);
    for (const c of cs) {
      const ds = regionChildren(c.code);
      expect(ds.length, `${p.name} ${c.name}`).toBeGreaterThan(0);
      cities += 1;
      districts += ds.length;
    }
  }
  expect(cities).toBeGreaterThan(330);
  expect(districts).toBeGreaterThan(2800);
  expect(resolveRegion('310000', '310100', '310115')).toEqual({ province: '上海市', city: '上海市', area: '浦东新区' });
  expect(resolveRegion('310000', '650100', '650102')).toBeNull();
});

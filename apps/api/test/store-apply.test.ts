// Free shop opening: every rule with its message (zh and en), name uniqueness (also racing), own uploads only,
// one application per user, reject → edit → resubmit → approve → the shop is open and its home reachable.
import { expect, it } from 'vitest';
import { schema } from '@mall/db';
import { eq } from 'drizzle-orm';
import { expectRefused, get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, applyBody, buyer, centerInfo, newShopName, upload } from './store-helpers';

describeEachEngine('store: free shop opening', (ctx) => {
  const apply = (token: string, body: unknown, lang = 'zh-CN') => post(ctx, '/p/shop/apply', body, { token, lang });

  it('needs a login', async () => {
    expect((await post(ctx, '/p/shop/apply', {})).statusCode).toBe(401);
    expect((await get(ctx, '/p/shop/apply')).statusCode).toBe(401);
  });

  it('refuses each broken field with its message in zh and en', async () => {
    const u = await buyer(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ shopName: '  ' }, '请输入店铺名称', 'Please enter the store name'],
      [{ shopName: '一二三四五六七八九十一二三四五六七八九十一' }, '店铺名称不能超过20个字', 'The store name cannot exceed 20 characters'],
      [{ shopName: '好店@#$' }, '店铺名称不能包含特殊字符', 'The store name cannot contain special characters'],
      [{ intro: '太短了' }, '店铺简介须为10-200个字', 'The store description must be 10-200 characters'],
      [{ intro: '字'.repeat(201) }, '店铺简介须为10-200个字', 'The store description must be 10-200 characters'],
      [{ provinceCode: '' }, '请选择所在地区', 'Please select the region'],
      [{ areaCode: '110101' }, '请选择所在地区', 'Please select the region'],
      [{ address: '文三路' }, '详细地址不能少于5个字', 'The detailed address must be at least 5 characters'],
      [{ tel: '' }, '请输入联系电话', 'Please enter the contact number'],
      [{ tel: '12345' }, '联系电话格式不正确', 'The contact number format is incorrect'],
      [{ tel: '0571-12' }, '联系电话格式不正确', 'The contact number format is incorrect'],
      [{ logo: '' }, '请上传店铺logo', 'Please upload the store logo'],
      [{ businessLicense: '' }, '请上传营业执照', 'Please upload the business license'],
      [{ idCardFront: '' }, '请上传身份证正面', 'Please upload the front of the ID card'],
      [{ idCardBack: '' }, '请上传身份证反面', 'Please upload the reverse of the ID card'],
    ];
    for (const [over, zh, en] of cases) await expectRefused((lang) => apply(u.token, applyBody(u.id, over), lang), zh, en);
    expect((await get(ctx, '/p/shop/apply', { token: u.token })).json().application).toBeNull();
  });

  it('accepts mobile, landline and 400 numbers and a 20-character name', async () => {
    for (const tel of ['13800138000', '010-12345678', '0571-1234567', '400-123-4567', '4001234567']) {
      const u = await buyer(ctx);
      const res = await apply(u.token, applyBody(u.id, { tel }));
      expect(res.statusCode, `${tel} ${res.body}`).toBe(200);
    }
    const u = await buyer(ctx);
    const name = `二十个字的店铺${'名'.repeat(9)}${Math.random().toString(36).slice(2, 6)}`;
    expect([...name].length).toBe(20);
    expect((await apply(u.token, applyBody(u.id, { shopName: name }))).statusCode).toBe(200);
  });

  it("refuses images that are not the caller's own uploads", async () => {
    const u = await buyer(ctx);
    const other = await buyer(ctx);
    for (const bad of [upload(other.id), 'https://evil.example/x.png', `/uploads/user/${u.id}/../${other.id}/a.webp`, '/uploads/product/a.webp']) {
      await expectRefused((lang) => apply(u.token, applyBody(u.id, { idCardFront: bad }), lang), '图片须为本人上传的图片', 'The images must be images you uploaded');
    }
  });

  it('keeps names unique: among applications, against shops, case-insensitively and when racing', async () => {
    const a = await buyer(ctx);
    const b = await buyer(ctx);
    const name = newShopName();
    expect((await apply(a.token, applyBody(a.id, { shopName: name }))).statusCode).toBe(200);
    await expectRefused((lang) => apply(b.token, applyBody(b.id, { shopName: ` ${name} ` }), lang), '该店铺名称已被使用', 'This store name is already taken');
    const [seedShop] = await ctx().database.db.select().from(schema.shop).limit(1);
    await expectRefused((lang) => apply(b.token, applyBody(b.id, { shopName: seedShop!.nameZh }), lang), '该店铺名称已被使用');
    const latin = `Shop${Math.random().toString(36).slice(2, 8)}`;
    expect((await apply(a.token, applyBody(a.id, { shopName: latin }))).statusCode).toBe(400); // a already has one under review
    expect((await apply(b.token, applyBody(b.id, { shopName: latin }))).statusCode).toBe(200);
    const c = await buyer(ctx);
    await expectRefused((lang) => apply(c.token, applyBody(c.id, { shopName: latin.toUpperCase() }), lang), '该店铺名称已被使用');

    // racing: five buyers, one name, one winner
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => buyer(ctx)));
    const raced = newShopName();
    const results = await Promise.all(racers.map((r) => apply(r.token, applyBody(r.id, { shopName: raced }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('该店铺名称已被使用');
  });

  it('one application per user, also when two submits race', async () => {
    const u = await buyer(ctx);
    const results = await Promise.all([apply(u.token, applyBody(u.id)), apply(u.token, applyBody(u.id))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toBe('您的开店申请正在审核中');
    const rows = await ctx().database.db.select().from(schema.shopApplication).where(eq(schema.shopApplication.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(await centerInfo(ctx, u.token)).toMatchObject({ shopAuditStatus: 0, shopStatus: 0, shopId: null });
  });

  it('reject → edit → resubmit → approve: the shop opens, headInfo shows it, the user center links it', async () => {
    const admin = await adminToken(ctx);
    const u = await buyer(ctx);
    expect(await centerInfo(ctx, u.token)).toMatchObject({ shopAuditStatus: -1, shopStatus: -1, shopId: null });
    const first = (await apply(u.token, applyBody(u.id))).json();
    expect(first.auditStatus).toBe(0);
    const id = first.applicationId;

    await expectRefused((lang) => post(ctx, `/p/admin/shop/applications/${id}/reject`, { remarks: ' ' }, { token: admin, lang }), '请填写审核意见', 'Please enter the audit remarks');
    await expectRefused((lang) => post(ctx, `/p/admin/shop/applications/${id}/reject`, { remarks: '字'.repeat(201) }, { token: admin, lang }), '审核意见不能超过200个字');
    const rejected = await post(ctx, `/p/admin/shop/applications/${id}/reject`, { remarks: '营业执照不清晰' }, { token: admin });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mine = (await get(ctx, '/p/shop/apply', { token: u.token })).json().application;
    expect(mine).toMatchObject({ auditStatus: 2, remarks: '营业执照不清晰', shopId: null });
    expect(await centerInfo(ctx, u.token)).toMatchObject({ shopAuditStatus: 2, shopStatus: 5 });
    // a refused application cannot be approved
    expect((await post(ctx, `/p/admin/shop/applications/${id}/approve`, {}, { token: admin })).json().message).toBe('状态已发生改变，请刷新后重试');

    const name = newShopName();
    const again = await apply(u.token, applyBody(u.id, { shopName: name, businessLicense: upload(u.id) }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ applicationId: id, auditStatus: 0, remarks: '', shopName: name });
    expect((await apply(u.token, applyBody(u.id))).json().message).toBe('您的开店申请正在审核中');

    const approved = await post(ctx, `/p/admin/shop/applications/${id}/approve`, {}, { token: admin });
    expect(approved.statusCode, approved.body).toBe(200);
    const shopId = approved.json().shopId as number;
    expect(approved.json()).toMatchObject({ auditStatus: 1, shopStatus: 1 });
    expect(await centerInfo(ctx, u.token)).toMatchObject({ shopAuditStatus: 1, shopStatus: 1, shopId });
    const head = await get(ctx, `/shop/headInfo?shopId=${shopId}`);
    expect(head.statusCode).toBe(200);
    expect(head.json()).toMatchObject({ shopName: name, shopStatus: 1, open: true, tel: '0571-1234567', selfOperated: false });
    expect(head.json().address).toContain('文三路90号');
    const [s] = await ctx().database.db.select().from(schema.shop).where(eq(schema.shop.id, shopId));
    expect(s).toMatchObject({ userId: u.id, shopType: 2, status: 1 });
    expect((await apply(u.token, applyBody(u.id))).json().message).toBe('您的开店申请已通过，无需再次申请');

    const history = await ctx().app.services.store.applications.history('application', id);
    expect(history.map((h) => [h.event, h.fromStatus, h.toStatus])).toEqual([['submit', null, 0], ['reject', 0, 2], ['resubmit', 2, 0], ['approve', 0, 1]]);
    expect(history[1]!.remarks).toBe('营业执照不清晰');
  });
});

// /companyAuth: the credit code's GB 32100-2015 check character, rules and messages, own uploads, review states.
import { expect, it } from 'vitest';
import { creditCodeRule, isCreditCode } from '@mall/shared';
import { expectRefused, get, post } from './account-helpers';
import { describeEachEngine } from './harness';
import { adminToken, buyer, upload } from './store-helpers';

const VALID = ['91350100M000100Y43', '91110000600037341L', '91310000MA1FL0000N'];
const INVALID = ['91350100M000100Y44', '91350100M000100Y4', '91350100M000100Y433', '91350100M00010OY43', '9135010OM000100Y43', 'ABCDEFGHIJKLMNOPQR', ''];

it('checks the credit code check character (GB 32100-2015)', () => {
  for (const c of VALID) expect(isCreditCode(c), c).toBe(true);
  for (const c of INVALID) expect(isCreditCode(c), c).toBe(false);
  expect(creditCodeRule(' 91350100m000100y43 ')).toBeNull();
  expect(creditCodeRule(' ')).toBe('company.creditCodeRequired');
});

describeEachEngine('company authentication', (ctx) => {
  const submit = (token: string, body: unknown, lang = 'zh-CN') => post(ctx, '/p/companyAuth', body, { token, lang });
  const body = (uid: number, over: Record<string, unknown> = {}) => ({ companyName: '杭州某某科技有限公司', creditCode: VALID[0], license: upload(uid), ...over });

  it('refuses each rule with its message', async () => {
    const u = await buyer(ctx);
    const other = await buyer(ctx);
    await expectRefused((lang) => submit(u.token, body(u.id, { companyName: ' ' }), lang), '请输入企业名称', 'Please enter the company name');
    await expectRefused((lang) => submit(u.token, body(u.id, { companyName: '企'.repeat(51) }), lang), '企业名称不能超过50个字', 'The company name cannot exceed 50 characters');
    await expectRefused((lang) => submit(u.token, body(u.id, { creditCode: '' }), lang), '请输入统一社会信用代码', 'Please enter the unified social credit code');
    for (const c of INVALID.filter(Boolean)) {
      await expectRefused((lang) => submit(u.token, body(u.id, { creditCode: c }), lang), '统一社会信用代码不正确', 'The unified social credit code is incorrect');
    }
    await expectRefused((lang) => submit(u.token, body(u.id, { license: '' }), lang), '请上传营业执照', 'Please upload the business license');
    await expectRefused((lang) => submit(u.token, body(u.id, { license: upload(other.id) }), lang), '图片须为本人上传的图片', 'The images must be images you uploaded');
    expect((await get(ctx, '/p/companyAuth', { token: u.token })).json()).toEqual({ auth: null });
  });

  it('under review → rejected with remarks → resubmitted → passed; racing reviews leave one winner', async () => {
    const admin = await adminToken(ctx);
    const u = await buyer(ctx);
    const first = await submit(u.token, body(u.id, { creditCode: VALID[1]!.toLowerCase() }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 0, creditCode: VALID[1] });
    expect((await submit(u.token, body(u.id))).json().message).toBe('企业认证正在审核中');
    const id = first.json().id;
    expect((await get(ctx, '/p/admin/companyAuth?status=0&size=100', { token: admin })).json().records.some((r: { id: number }) => r.id === id)).toBe(true);
    expect((await post(ctx, `/p/admin/companyAuth/${id}/reject`, { remarks: '' }, { token: admin })).json().message).toBe('请填写审核意见');
    expect((await post(ctx, `/p/admin/companyAuth/${id}/reject`, { remarks: '执照模糊' }, { token: admin })).json()).toMatchObject({ status: 2, remarks: '执照模糊' });
    expect((await get(ctx, '/p/companyAuth', { token: u.token })).json().auth).toMatchObject({ status: 2, remarks: '执照模糊' });
    const again = await submit(u.token, body(u.id, { companyName: '杭州某某科技股份有限公司' }));
    expect(again.json()).toMatchObject({ id, status: 0, remarks: '' });
    const raced = await Promise.all([
      post(ctx, `/p/admin/companyAuth/${id}/approve`, {}, { token: admin }),
      post(ctx, `/p/admin/companyAuth/${id}/approve`, {}, { token: admin }),
      post(ctx, `/p/admin/companyAuth/${id}/reject`, { remarks: '重复' }, { token: admin }),
    ]);
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const history = await ctx().app.services.company.history(id);
    expect(history.map((h) => h.event).slice(0, 3)).toEqual(['submit', 'reject', 'resubmit']);
    expect(history).toHaveLength(4);
    const final = (await get(ctx, '/p/companyAuth', { token: u.token })).json().auth.status;
    expect([1, 2]).toContain(final);
    if (final === 1) expect((await submit(u.token, body(u.id))).json().message).toBe('企业认证已通过');
    expect((await post(ctx, '/p/admin/companyAuth/999999/approve', {}, { token: admin })).statusCode).toBe(404);
  });
});

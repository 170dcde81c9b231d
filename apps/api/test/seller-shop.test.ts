// Seller shop info and notices, and the CSV batch import with its progress and per-row errors.
import { expect, it } from 'vitest';
import { get } from './account-helpers';
import { describeEachEngine } from './harness';
import { leafCategory, seller, type TestSeller } from './seller-helpers';
import { upload } from './store-helpers';

describeEachEngine('seller: shop info, notices, batch import', (ctx) => {
  it('reads and edits the shop info with the shop opening rules', async () => {
    const s = await seller(ctx);
    const info = (await s.api('GET', '/shop')).json();
    expect(info).toMatchObject({ shopId: s.shopId, status: 1 });
    const body = { introZh: '专注保温杯十年，品质保证。', introEn: 'Ten years of vacuum cups, quality assured.', logo: upload(s.id), tel: '0571-7654321', address: '西湖区文三路100号' };
    expect((await s.api('PUT', '/shop', body)).statusCode).toBe(200);
    expect((await s.api('GET', '/shop')).json()).toMatchObject({ ...body });
    const head = (await get(ctx, `/shop/headInfo?shopId=${s.shopId}`, { lang: 'en' })).json();
    expect(head.intro).toBe(body.introEn);
    for (const [over, en] of [
      [{ introEn: 'short' }, 'The store description must be 10-200 characters'],
      [{ tel: '12345' }, 'The contact number format is incorrect'],
      [{ address: '路' }, 'The detailed address must be at least 5 characters'],
      [{ logo: '' }, 'Please upload the store logo'],
      [{ logo: '/uploads/user/1/someone-else.webp' }, 'The images must be images you uploaded'],
    ] as const) {
      const r = await s.api('PUT', '/shop', { ...body, ...over }, { lang: 'en' });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toBe(en);
    }
  });

  it("notices: create, list, edit, delete; rules in zh and en; another shop's notice is 404", async () => {
    const a = await seller(ctx);
    const b = await seller(ctx);
    const body = { titleZh: '双十一活动', titleEn: 'Double 11 sale', contentZh: '<p>全场八折<img src=x onerror=alert(1)></p>', contentEn: '<p>20% off</p>', isTop: true, status: 1 };
    const created = await a.api('POST', '/notices', body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const list = (await a.api('GET', '/notices')).json();
    expect(list.records).toHaveLength(1);
    expect(list.records[0].contentZh).not.toContain('onerror');
    // the shop home shows it
    const top = (await get(ctx, `/shop/notice/topNoticeList/${a.shopId}`, { lang: 'en' })).json();
    expect(top.map((n: { title: string }) => n.title)).toContain('Double 11 sale');
    expect((await a.api('PUT', `/notices/${id}`, { ...body, titleEn: 'Big sale', status: 0 })).statusCode).toBe(200);
    expect((await get(ctx, `/shop/notice/topNoticeList/${a.shopId}`)).json()).toHaveLength(0);
    for (const [over, zh, en] of [
      [{ titleZh: ' ' }, '请输入公告标题（中文和英文）', 'Please enter the notice title (Chinese and English)'],
      [{ titleEn: 'x'.repeat(51) }, '公告标题不能超过50个字', 'The notice title cannot exceed 50 characters'],
      [{ contentEn: '' }, '请输入公告内容（中文和英文）', 'Please enter the notice content (Chinese and English)'],
      [{ contentZh: '字'.repeat(5001) }, '公告内容不能超过5000个字', 'The notice content cannot exceed 5000 characters'],
    ] as const) {
      for (const [lang, text] of [['zh-CN', zh], ['en', en]] as const) {
        const r = await a.api('POST', '/notices', { ...body, ...over }, { lang });
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().message).toBe(text);
      }
    }
    for (const r of [await b.api('PUT', `/notices/${id}`, body), await b.api('DELETE', `/notices/${id}`)]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('公告不存在');
    }
    expect((await b.api('GET', '/notices')).json().total).toBe(0);
    expect((await a.api('DELETE', `/notices/${id}`)).statusCode).toBe(200);
    expect((await a.api('GET', '/notices')).json().total).toBe(0);
  });

  const waitForJob = async (s: TestSeller, jobId: number, lang = 'zh-CN') => {
    for (let i = 0; i < 200; i++) {
      const job = (await s.api('GET', `/imports/${jobId}`, undefined, { lang })).json();
      if (job.status !== 0) return job;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('import did not finish');
  };

  it('imports products from CSV: valid ones created, each bad product reported with its line; progress counts', async () => {
    const s = await seller(ctx);
    const cat = await leafCategory(ctx);
    const img = upload(s.id);
    const header = 'product,category_id,name_zh,name_en,brief_zh,brief_en,images,spec_zh,spec_en,value_zh,value_en,price,ori_price,stock,sku_code,on_shelf';
    const csv = [
      header,
      `A,${cat},导入杯,Imported cup,,,${img},颜色,Colour,黑色,Black,19.90,,10,,1`,
      `A,${cat},导入杯,Imported cup,,,${img},颜色,Colour,白色,White,0.30,,5,,1`,
      `B,${cat},"价格, 错误",Bad price,,,${img},,,,,1.234,,1,,1`,
      `C,${cat},单品,Single,,,${img},,,,,8,,3,,0`,
      `D,1,分类错,Wrong category,,,${img},,,,,8,,3,,0`,
    ].join('\r\n');
    const start = await s.api('POST', '/imports', { csv });
    expect(start.statusCode, start.body).toBe(200);
    const job = await waitForJob(s, start.json().jobId, 'en');
    expect(job).toMatchObject({ total: 4, processed: 4, created: 2, status: 1 });
    expect(job.errors).toEqual([
      { line: 4, message: 'The price must be above 0 with at most 2 decimals' },
      { line: 6, message: 'Please choose a third-level category' },
    ]);
    const list = (await s.api('GET', '/products?name=导入杯')).json();
    expect(list.total).toBe(1);
    const view = (await s.api('GET', `/products/${list.records[0].prodId}`)).json();
    expect(view.skus.map((k: { price: string }) => k.price)).toEqual(['19.90', '0.30']);
    expect(view.status).toBe(1);
    // another shop cannot read the job
    const other = await seller(ctx);
    expect((await other.api('GET', `/imports/${job.jobId}`)).statusCode).toBe(404);
  });

  it('refuses a CSV without the template header or without rows', async () => {
    const s = await seller(ctx);
    const r1 = await s.api('POST', '/imports', { csv: 'name,price\nx,1' }, { lang: 'en' });
    expect(r1.json().message).toBe('The CSV header is not right, please use the template');
    const header = 'product,category_id,name_zh,name_en,brief_zh,brief_en,images,spec_zh,spec_en,value_zh,value_en,price,ori_price,stock,sku_code,on_shelf';
    const r2 = await s.api('POST', '/imports', { csv: `${header}\n\n` });
    expect(r2.json().message).toBe('CSV文件没有商品行');
    const many = [header, ...Array.from({ length: 501 }, (_, i) => `P${i},1,a,a,,,,,,,,1,,1,,0`)].join('\n');
    expect((await s.api('POST', '/imports', { csv: many }, { lang: 'en' })).json().message).toBe('At most 500 products per import');
    expect((await s.api('GET', '/imports/99999999', undefined, { lang: 'en' })).json()).toMatchObject({ message: 'The import does not exist' });
  });

  it('reports rows of one product that disagree on its name or category', async () => {
    const s = await seller(ctx);
    const cat = await leafCategory(ctx);
    const img = upload(s.id);
    const csv = [
      'product,category_id,name_zh,name_en,brief_zh,brief_en,images,spec_zh,spec_en,value_zh,value_en,price,ori_price,stock,sku_code,on_shelf',
      `M,${cat},杯子,Cup,,,${img},颜色,Colour,黑,Black,1,,1,,0`,
      `M,${cat},另一个名字,Other,,,${img},颜色,Colour,白,White,1,,1,,0`,
    ].join('\n');
    const start = await s.api('POST', '/imports', { csv });
    const job = await waitForJob(s, start.json().jobId);
    expect(job).toMatchObject({ total: 1, created: 0, errors: [{ line: 2, message: '同一商品的行须有相同的分类、名称和规格名' }] });
  });
});

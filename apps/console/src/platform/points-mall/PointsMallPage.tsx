// /console/platform/points-mall (issue 14, decision 022): the operator's points products: a paged list (picture, name,
// linked goods, points + cash, stock left and redeemed, limit, shelf, sort) with a name and status filter, and a
// create / edit dialog (names zh/en, pictures through the image upload, descriptions, the linked SKU, points a multiple
// of 10, the cash part in yuan, stock left, per-person limit, shelf, sort). The API's refusal stays in the dialog.
import { Button, Col, Form, Image, Input, InputNumber, Radio, Row, Select, Space, Tag, message } from 'antd';
import { useCallback, useState } from 'react';
import type { AdminPointsProduct, Paged, PointsProductBody } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { ImageUploadField } from '../../app/components/ImageUploadField';
import { useI18n } from '../../app/i18n';
import { SkuPicker } from '../../components/SkuPicker';

const ENDPOINT = '/p/admin/pointsMall/prods';
type Values = Omit<PointsProductBody, 'cash'> & { cashYuan: number };

const toValues = (r: AdminPointsProduct): Values => ({
  nameZh: r.nameZh, nameEn: r.nameEn, pics: r.pics, descZh: r.descZh, descEn: r.descEn, skuId: r.skuId, points: r.points,
  cashYuan: r.cash / 100, stock: r.stock, perUserLimit: r.perUserLimit, status: r.status, sort: r.sort,
});
const toBody = ({ cashYuan, ...v }: Values): PointsProductBody => ({ ...v, cash: Math.round((cashYuan ?? 0) * 100) });
const DEFAULTS: Partial<Values> = { pics: [], descZh: '', descEn: '', cashYuan: 0, stock: 100, perUserLimit: 1, status: 1, sort: 0 };

export function PointsMallPage() {
  const { t, lang } = useI18n();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<{ row: AdminPointsProduct | null; values: Partial<Values> } | null>(null);
  const load = useCallback(async (current: number, size: number) => {
    const page = await api<Paged<AdminPointsProduct>>(ENDPOINT, { query: { current, size, name: name || undefined, status } });
    return { list: page.records, total: page.total };
  }, [name, status]);

  async function save(values: Values) {
    const body = toBody(values);
    if (editing?.row) await api(`${ENDPOINT}/${editing.row.prodId}`, { method: 'PUT', body });
    else await api(ENDPOINT, { method: 'POST', body });
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }

  const price = (r: AdminPointsProduct) => (r.cash > 0 ? t('pointsMall.plusCash', { points: r.points, cash: (r.cash / 100).toFixed(2) }) : t('pointsMall.pointsValue', { points: r.points }));
  const required = [{ required: true, message: t('pointsMall.required') }];
  return (
    <>
      <CrudTable<AdminPointsProduct>
        title={t('pointsMall.title')}
        rowKey="prodId"
        load={load}
        reloadKey={reloadKey}
        toolbar={<Button type="primary" onClick={() => setEditing({ row: null, values: DEFAULTS })}>{t('app.create')}</Button>}
        filters={(
          <Space wrap>
            <Input.Search placeholder={t('pointsMall.search')} allowClear style={{ width: 240 }} onSearch={(v) => setName(v.trim())} />
            <Select<number | 'all'>
              style={{ width: 140 }}
              value={status ?? 'all'}
              aria-label={t('pointsMall.status')}
              onChange={(v) => setStatus(v === 'all' ? undefined : v)}
              options={[{ value: 'all', label: t('pointsMall.allStatus') }, { value: 1, label: t('pointsMall.onShelf') }, { value: 0, label: t('pointsMall.offShelf') }]}
            />
          </Space>
        )}
        columns={[
          { title: t('pointsMall.pic'), dataIndex: 'pics', render: (v: string[]) => (v[0] ? <Image src={v[0]} width={56} height={56} style={{ objectFit: 'cover' }} /> : null) },
          { title: t('pointsMall.name'), key: 'name', render: (_, r) => (lang === 'en' ? r.nameEn : r.nameZh) },
          { title: t('pointsMall.sku'), key: 'sku', render: (_, r) => `${r.skuName} (#${r.skuId})` },
          { title: t('pointsMall.price'), key: 'price', render: (_, r) => price(r) },
          { title: t('pointsMall.stock'), dataIndex: 'stock' },
          { title: t('pointsMall.sold'), key: 'sold', render: (_, r) => r.totalStock - r.stock },
          { title: t('pointsMall.perUserLimit'), dataIndex: 'perUserLimit' },
          { title: t('pointsMall.status'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="green">{t('pointsMall.onShelf')}</Tag> : <Tag>{t('pointsMall.offShelf')}</Tag>) },
          { title: t('pointsMall.sort'), dataIndex: 'sort' },
          { title: t('app.actions'), key: 'actions', render: (_, r) => <Button type="link" size="small" onClick={() => setEditing({ row: r, values: toValues(r) })}>{t('app.edit')}</Button> },
        ]}
      />
      <FormModal<Values>
        open={editing !== null}
        title={`${editing?.row ? t('app.edit') : t('app.create')} · ${t('pointsMall.title')}`}
        initialValues={editing?.values}
        onSubmit={save}
        onClose={() => setEditing(null)}
        width={760}
      >
        <Row gutter={12}>
          <Col span={12}><Form.Item name="nameZh" label={t('pointsMall.nameZh')} rules={required}><Input maxLength={60} /></Form.Item></Col>
          <Col span={12}><Form.Item name="nameEn" label={t('pointsMall.nameEn')} rules={required}><Input maxLength={60} /></Form.Item></Col>
        </Row>
        <Form.Item name="pics" label={t('pointsMall.pics')} rules={[{ required: true, type: 'array', min: 1, message: t('pointsMall.required') }]}><ImageUploadField max={9} /></Form.Item>
        <Row gutter={12}>
          <Col span={12}><Form.Item name="descZh" label={t('pointsMall.descZh')}><Input.TextArea rows={3} maxLength={2000} /></Form.Item></Col>
          <Col span={12}><Form.Item name="descEn" label={t('pointsMall.descEn')}><Input.TextArea rows={3} maxLength={2000} /></Form.Item></Col>
        </Row>
        <Form.Item name="skuId" label={t('pointsMall.skuId')} tooltip={t('pointsMall.skuHint')} rules={required}><SkuPicker showShop /></Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="points" label={t('pointsMall.points')} tooltip={t('pointsMall.pointsHint')}
              rules={[...required, { validator: (_, v: number | null) => (v == null || (Number.isInteger(v) && v > 0 && v % 10 === 0) ? Promise.resolve() : Promise.reject(new Error(t('pointsMall.pointsStep')))) }]}>
              <InputNumber min={10} step={10} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}><Form.Item name="cashYuan" label={t('pointsMall.cash')} tooltip={t('pointsMall.cashHint')}><InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="stock" label={t('pointsMall.stock')} tooltip={t('pointsMall.stockHint')} rules={required}><InputNumber min={0} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}><Form.Item name="perUserLimit" label={t('pointsMall.perUserLimit')} rules={required}><InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="sort" label={t('pointsMall.sort')} tooltip={t('pointsMall.sortHint')}><InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}>
            <Form.Item name="status" label={t('pointsMall.status')}>
              <Radio.Group options={[{ value: 1, label: t('pointsMall.onShelf') }, { value: 0, label: t('pointsMall.offShelf') }]} />
            </Form.Item>
          </Col>
        </Row>
      </FormModal>
    </>
  );
}

// The shop's packages (issue 18, decision 036): 2-5 SKUs of the shop sold together at a package price (above 0, not
// above their prices together; the server checks with the shared schema and answers the message). Each part's share of
// the price (apportioned to the fen), the saving and the stock (the least of the parts) are shown as the buyer sees them.
// The parts are chosen with the console's SKU picker (BundlePartsField).
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { bundleBody, type BundleView } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { bundleApi } from './api';
import { BundlePartsField } from './BundlePartsField';

type FormValues = { nameZh: string; nameEn: string; price: number; skuIds: number[]; status: boolean };
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export function BundlesPage() {
  const { t, lang } = useI18n();
  const [rows, setRows] = useState<BundleView[] | null>(null);
  const [editing, setEditing] = useState<BundleView | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<FormValues>();

  const load = useCallback(() => bundleApi.list().then(setRows, (e: Error) => setError(e.message)), []);
  useEffect(() => void load(), [load]);

  const open = (b: BundleView | 'new') => {
    setEditing(b);
    setError(null);
    form.setFieldsValue(b === 'new'
      ? { nameZh: '', nameEn: '', price: 0, skuIds: [], status: true }
      : { nameZh: b.nameZh, nameEn: b.nameEn, price: b.price / 100, skuIds: b.parts.map((p) => p.skuId), status: b.status === 1 });
  };
  const save = async (v: FormValues) => {
    const parsed = bundleBody.safeParse({ nameZh: v.nameZh, nameEn: v.nameEn, price: Math.round((v.price ?? 0) * 100), skuIds: v.skuIds ?? [], status: v.status ? 1 : 0 });
    if (!parsed.success) return setError(t('bundles.partsHint'));
    setBusy(true);
    setError(null);
    try {
      if (editing === 'new') await bundleApi.create(parsed.data);
      else if (editing) await bundleApi.update(editing.id, parsed.data);
      setEditing(null);
      void message.success(t('bundles.saved'));
      await load();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const act = (p: Promise<unknown>) => p.then(load, (e: Error) => void message.error(e.message));

  return (
    <Card title={t('bundles.title')} extra={<Button type="primary" onClick={() => open('new')}>{t('bundles.add')}</Button>}>
      <Typography.Paragraph type="secondary">{t('bundles.hint')}</Typography.Paragraph>
      <Table<BundleView>
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('bundles.empty') }}
        columns={[
          { title: t('bundles.name'), key: 'name', render: (_, r) => <strong>{lang === 'en' ? r.nameEn : r.nameZh}</strong> },
          { title: t('bundles.parts'), key: 'parts', render: (_, r) => (
            <Space orientation="vertical" size={0}>
              {r.parts.map((p) => <span key={p.skuId}>{p.prodName} {p.skuName} · {yuan(p.price)} → <Typography.Text type="danger">{yuan(p.share)}</Typography.Text></span>)}
            </Space>
          ) },
          { title: t('bundles.price'), key: 'price', render: (_, r) => <Space orientation="vertical" size={0}><strong>{yuan(r.price)}</strong><Typography.Text type="secondary">{t('bundles.saving', { amount: yuan(r.saving) })}</Typography.Text></Space> },
          { title: t('bundles.stock'), key: 'stock', dataIndex: 'stock' },
          { title: t('bundles.status'), key: 'status', render: (_, r) => (r.status === 1 ? <Tag color="green">{t('bundles.on')}</Tag> : <Tag>{t('bundles.off')}</Tag>) },
          { title: t('app.actions'), key: 'actions', render: (_, r) => (
            <Space>
              <Button size="small" onClick={() => open(r)}>{t('bundles.edit')}</Button>
              <Popconfirm title={t('bundles.confirmRemove')} onConfirm={() => act(bundleApi.remove(r.id))} okText={t('bundles.remove')} cancelText={t('app.cancel')}>
                <Button size="small" danger>{t('bundles.remove')}</Button>
              </Popconfirm>
            </Space>
          ) },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? t('bundles.add') : t('bundles.edit')} onCancel={() => setEditing(null)} onOk={() => form.submit()} confirmLoading={busy} okText={t('bundles.save')} cancelText={t('app.cancel')} width={760} destroyOnHidden>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="bundle-error" />}
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} requiredMark={false}>
          <Form.Item name="nameZh" label={t('bundles.nameZh')} rules={[{ required: true, whitespace: true, message: t('bundles.nameRequired') }]}><Input maxLength={60} /></Form.Item>
          <Form.Item name="nameEn" label={t('bundles.nameEn')} rules={[{ required: true, whitespace: true, message: t('bundles.nameRequired') }]}><Input maxLength={60} /></Form.Item>
          <Form.Item name="skuIds" label={t('bundles.parts')} extra={t('bundles.partsHint')}>
            <BundlePartsField />
          </Form.Item>
          <Form.Item name="price" label={t('bundles.priceYuan')}><InputNumber min={0.01} step={0.01} precision={2} style={{ width: 200 }} /></Form.Item>
          <Form.Item name="status" label={t('bundles.status')} valuePropName="checked"><Switch checkedChildren={t('bundles.on')} unCheckedChildren={t('bundles.off')} /></Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

// The shop's packages (issue 18, decision 036): 2-5 SKUs of the shop sold together at a package price (above 0, not
// above their prices together; the server checks with the shared schema and answers the message). Each part's share of
// the price (apportioned to the fen), the saving and the stock (the least of the parts) are shown as the buyer sees them.
// The parts are chosen with the console's SKU picker (BundlePartsField).
import { Alert, Button, Card, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography, message } from 'antd';
import { useMemo, useState } from 'react';
import { bundleBody, type BundleView } from '@mall/shared';
import { FormModal } from '../../app/components/FormModal';
import { useList } from '../../app/components/use-list';
import { useI18n } from '../../app/i18n';
import { bundleApi } from './api';
import { BundlePartsField } from './BundlePartsField';
import { RowActions } from './RowActions';

type FormValues = { nameZh: string; nameEn: string; price: number; skuIds: number[]; status: boolean };
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export function BundlesPage() {
  const { t, lang } = useI18n();
  const { data: rows, error, reload, act } = useList(bundleApi.list);
  const [editing, setEditing] = useState<BundleView | 'new' | null>(null);

  // the dialog's values (the same object while it stays open: a new one resets the fields)
  const initial = useMemo((): FormValues | undefined => (editing === null ? undefined : editing === 'new'
    ? { nameZh: '', nameEn: '', price: 0, skuIds: [], status: true }
    : { nameZh: editing.nameZh, nameEn: editing.nameEn, price: editing.price / 100, skuIds: editing.parts.map((p) => p.skuId), status: editing.status === 1 }), [editing]);
  const save = async (v: FormValues) => {
    const parsed = bundleBody.safeParse({ nameZh: v.nameZh, nameEn: v.nameEn, price: Math.round((v.price ?? 0) * 100), skuIds: v.skuIds ?? [], status: v.status ? 1 : 0 });
    if (!parsed.success) throw new Error(t('bundles.partsHint'));
    if (editing === 'new') await bundleApi.create(parsed.data);
    else if (editing) await bundleApi.update(editing.id, parsed.data);
    void message.success(t('bundles.saved'));
    await reload();
  };

  return (
    <Card title={t('bundles.title')} extra={<Button type="primary" onClick={() => setEditing('new')}>{t('bundles.add')}</Button>}>
      <Typography.Paragraph type="secondary">{t('bundles.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
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
          { title: t('app.actions'), key: 'actions', render: (_, r) => <RowActions prefix="bundles" onEdit={() => setEditing(r)} onRemove={() => act(bundleApi.remove(r.id))} /> },
        ]}
      />
      <FormModal<FormValues> open={editing !== null} title={editing === 'new' ? t('bundles.add') : t('bundles.edit')} initialValues={initial} onSubmit={save} onClose={() => setEditing(null)} width={760}>
        <Form.Item name="nameZh" label={t('bundles.nameZh')} rules={[{ required: true, whitespace: true, message: t('bundles.nameRequired') }]}><Input maxLength={60} /></Form.Item>
        <Form.Item name="nameEn" label={t('bundles.nameEn')} rules={[{ required: true, whitespace: true, message: t('bundles.nameRequired') }]}><Input maxLength={60} /></Form.Item>
        <Form.Item name="skuIds" label={t('bundles.parts')} extra={t('bundles.partsHint')}>
          <BundlePartsField />
        </Form.Item>
        <Form.Item name="price" label={t('bundles.priceYuan')}><InputNumber min={0.01} step={0.01} precision={2} style={{ width: 200 }} /></Form.Item>
        <Form.Item name="status" label={t('bundles.status')} valuePropName="checked"><Switch checkedChildren={t('bundles.on')} unCheckedChildren={t('bundles.off')} /></Form.Item>
      </FormModal>
    </Card>
  );
}

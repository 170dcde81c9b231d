// The shop's gift rules (issue 18, decision 036): buy a product (at least N units) or spend a threshold in the shop and
// get a gift SKU of the shop at price 0 while its stock lasts; what a refund of the main line does with the gift
// ('return' it, or keep it and deduct its 'value'). The product and the gift are chosen with the console's pickers
// (only the shop's own products answer there). The server checks with the shared schema and answers the message.
import { Alert, Button, Card, Form, Input, InputNumber, Radio, Switch, Table, Tag, Typography, message } from 'antd';
import { useMemo, useState } from 'react';
import { giftRuleBody, type GiftRuleView } from '@mall/shared';
import { FormModal } from '../../app/components/FormModal';
import { useList } from '../../app/components/use-list';
import { useI18n } from '../../app/i18n';
import { ProductPicker } from '../../components/ProductPicker';
import { SkuPicker } from '../../components/SkuPicker';
import { bundleApi } from './api';
import { RowActions } from './RowActions';

type FormValues = { nameZh: string; nameEn: string; kind: 'buy' | 'spend'; prodId?: number; minCount: number; threshold: number; giftSkuId?: number; giftCount: number; returnPolicy: 'return' | 'value'; status: boolean };
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export function GiftRulesPage() {
  const { t, lang } = useI18n();
  const { data: rows, error, reload, act } = useList(bundleApi.gifts);
  const [editing, setEditing] = useState<GiftRuleView | 'new' | null>(null);

  // the dialog's values (the same object while it stays open: a new one resets the fields)
  const initial = useMemo((): FormValues | undefined => (editing === null ? undefined : editing === 'new'
    ? { nameZh: '', nameEn: '', kind: 'buy', prodId: undefined, minCount: 1, threshold: 0, giftSkuId: undefined, giftCount: 1, returnPolicy: 'return', status: true }
    : { nameZh: editing.nameZh, nameEn: editing.nameEn, kind: editing.kind, prodId: editing.prodId ?? undefined, minCount: editing.minCount, threshold: editing.threshold / 100, giftSkuId: editing.giftSkuId, giftCount: editing.giftCount, returnPolicy: editing.returnPolicy, status: editing.status === 1 }), [editing]);
  const save = async (v: FormValues) => {
    const parsed = giftRuleBody.safeParse({
      nameZh: v.nameZh, nameEn: v.nameEn, kind: v.kind, prodId: v.kind === 'buy' ? v.prodId ?? null : null, minCount: v.minCount ?? 1,
      threshold: v.kind === 'spend' ? Math.round((v.threshold ?? 0) * 100) : 0, giftSkuId: v.giftSkuId, giftCount: v.giftCount ?? 1, returnPolicy: v.returnPolicy, status: v.status ? 1 : 0,
    });
    if (!parsed.success) throw new Error(t('gifts.incomplete'));
    if (editing === 'new') await bundleApi.createGift(parsed.data);
    else if (editing) await bundleApi.updateGift(editing.id, parsed.data);
    void message.success(t('gifts.saved'));
    await reload();
  };

  return (
    <Card title={t('gifts.title')} extra={<Button type="primary" onClick={() => setEditing('new')}>{t('gifts.add')}</Button>}>
      <Typography.Paragraph type="secondary">{t('gifts.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<GiftRuleView>
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('gifts.empty') }}
        columns={[
          { title: t('gifts.name'), key: 'name', render: (_, r) => <strong>{lang === 'en' ? r.nameEn : r.nameZh}</strong> },
          { title: t('gifts.trigger'), key: 'trigger', render: (_, r) => (r.kind === 'buy' ? t('gifts.buyText', { name: r.prodName, n: r.minCount }) : t('gifts.spendText', { amount: yuan(r.threshold) })) },
          { title: t('gifts.gift'), key: 'gift', render: (_, r) => `${r.giftName} ×${r.giftCount}` },
          { title: t('gifts.stock'), key: 'stock', dataIndex: 'giftStock' },
          { title: t('gifts.policy'), key: 'policy', render: (_, r) => t(`gifts.policy_${r.returnPolicy}`) },
          { title: t('gifts.status'), key: 'status', render: (_, r) => (r.status === 1 ? <Tag color="green">{t('gifts.on')}</Tag> : <Tag>{t('gifts.off')}</Tag>) },
          { title: t('app.actions'), key: 'actions', render: (_, r) => <RowActions prefix="gifts" onEdit={() => setEditing(r)} onRemove={() => act(bundleApi.removeGift(r.id))} /> },
        ]}
      />
      <FormModal<FormValues> open={editing !== null} title={editing === 'new' ? t('gifts.add') : t('gifts.edit')} initialValues={initial} onSubmit={save} onClose={() => setEditing(null)} width={760}>
        <GiftFields />
      </FormModal>
    </Card>
  );
}

/** The gift rule's fields (inside the dialog's form: the trigger chosen decides which show). */
function GiftFields() {
  const { t } = useI18n();
  const kind = Form.useWatch('kind', Form.useFormInstance());
  return (
    <>
      <Form.Item name="nameZh" label={t('gifts.nameZh')} rules={[{ required: true, whitespace: true, message: t('gifts.nameRequired') }]}><Input maxLength={60} /></Form.Item>
      <Form.Item name="nameEn" label={t('gifts.nameEn')} rules={[{ required: true, whitespace: true, message: t('gifts.nameRequired') }]}><Input maxLength={60} /></Form.Item>
      <Form.Item name="kind" label={t('gifts.trigger')}>
        <Radio.Group options={[{ value: 'buy', label: t('gifts.kindBuy') }, { value: 'spend', label: t('gifts.kindSpend') }]} />
      </Form.Item>
      {kind !== 'spend' ? (
        <>
          <Form.Item name="prodId" label={t('gifts.product')}><ProductPicker /></Form.Item>
          <Form.Item name="minCount" label={t('gifts.minCount')}><InputNumber min={1} max={999} precision={0} /></Form.Item>
        </>
      ) : (
        <Form.Item name="threshold" label={t('gifts.threshold')}><InputNumber min={0.01} step={1} precision={2} style={{ width: 200 }} /></Form.Item>
      )}
      <Form.Item name="giftSkuId" label={t('gifts.gift')}><SkuPicker /></Form.Item>
      <Form.Item name="giftCount" label={t('gifts.giftCount')}><InputNumber min={1} max={10} precision={0} /></Form.Item>
      <Form.Item name="returnPolicy" label={t('gifts.policy')}>
        <Radio.Group options={[{ value: 'return', label: t('gifts.policy_return') }, { value: 'value', label: t('gifts.policy_value') }]} />
      </Form.Item>
      <Form.Item name="status" label={t('gifts.status')} valuePropName="checked"><Switch checkedChildren={t('gifts.on')} unCheckedChildren={t('gifts.off')} /></Form.Item>
    </>
  );
}

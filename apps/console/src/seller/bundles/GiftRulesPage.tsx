// The shop's gift rules (issue 18, decision 036): buy a product (at least N units) or spend a threshold in the shop and
// get a gift SKU of the shop at price 0 while its stock lasts; what a refund of the main line does with the gift
// ('return' it, or keep it and deduct its 'value'). The product and the gift are chosen with the console's pickers
// (only the shop's own products answer there). The server checks with the shared schema and answers the message.
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Radio, Space, Switch, Table, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { giftRuleBody, type GiftRuleView } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { ProductPicker } from '../../components/ProductPicker';
import { SkuPicker } from '../../components/SkuPicker';
import { bundleApi } from './api';

type FormValues = { nameZh: string; nameEn: string; kind: 'buy' | 'spend'; prodId?: number; minCount: number; threshold: number; giftSkuId?: number; giftCount: number; returnPolicy: 'return' | 'value'; status: boolean };
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export function GiftRulesPage() {
  const { t, lang } = useI18n();
  const [rows, setRows] = useState<GiftRuleView[] | null>(null);
  const [editing, setEditing] = useState<GiftRuleView | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form);

  const load = useCallback(() => bundleApi.gifts().then(setRows, (e: Error) => setError(e.message)), []);
  useEffect(() => void load(), [load]);

  const open = (g: GiftRuleView | 'new') => {
    setEditing(g);
    setError(null);
    form.setFieldsValue(g === 'new'
      ? { nameZh: '', nameEn: '', kind: 'buy', prodId: undefined, minCount: 1, threshold: 0, giftSkuId: undefined, giftCount: 1, returnPolicy: 'return', status: true }
      : { nameZh: g.nameZh, nameEn: g.nameEn, kind: g.kind, prodId: g.prodId ?? undefined, minCount: g.minCount, threshold: g.threshold / 100, giftSkuId: g.giftSkuId, giftCount: g.giftCount, returnPolicy: g.returnPolicy, status: g.status === 1 });
  };
  const save = async (v: FormValues) => {
    const parsed = giftRuleBody.safeParse({
      nameZh: v.nameZh, nameEn: v.nameEn, kind: v.kind, prodId: v.kind === 'buy' ? v.prodId ?? null : null, minCount: v.minCount ?? 1,
      threshold: v.kind === 'spend' ? Math.round((v.threshold ?? 0) * 100) : 0, giftSkuId: v.giftSkuId, giftCount: v.giftCount ?? 1, returnPolicy: v.returnPolicy, status: v.status ? 1 : 0,
    });
    if (!parsed.success) return setError(t('gifts.incomplete'));
    setBusy(true);
    setError(null);
    try {
      if (editing === 'new') await bundleApi.createGift(parsed.data);
      else if (editing) await bundleApi.updateGift(editing.id, parsed.data);
      setEditing(null);
      void message.success(t('gifts.saved'));
      await load();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const act = (p: Promise<unknown>) => p.then(load, (e: Error) => void message.error(e.message));

  return (
    <Card title={t('gifts.title')} extra={<Button type="primary" onClick={() => open('new')}>{t('gifts.add')}</Button>}>
      <Typography.Paragraph type="secondary">{t('gifts.hint')}</Typography.Paragraph>
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
          { title: t('app.actions'), key: 'actions', render: (_, r) => (
            <Space>
              <Button size="small" onClick={() => open(r)}>{t('gifts.edit')}</Button>
              <Popconfirm title={t('gifts.confirmRemove')} onConfirm={() => act(bundleApi.removeGift(r.id))} okText={t('gifts.remove')} cancelText={t('app.cancel')}>
                <Button size="small" danger>{t('gifts.remove')}</Button>
              </Popconfirm>
            </Space>
          ) },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? t('gifts.add') : t('gifts.edit')} onCancel={() => setEditing(null)} onOk={() => form.submit()} confirmLoading={busy} okText={t('gifts.save')} cancelText={t('app.cancel')} width={760} destroyOnHidden>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="gift-error" />}
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} requiredMark={false}>
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
        </Form>
      </Modal>
    </Card>
  );
}

// /console/platform/membership (issue 14, decision 023): the operator's membership setup in four tabs — levels (name
// zh/en, icon upload, growth threshold, discount, free shipping, points multiplier, level-up coupons and points),
// paid plans (period N of day|week|month|season|year, price, discount, multiplier, monthly coupons, on sale), the
// growth rules (per yuan, per review, sign-in by the cycle or fixed), and purchases with the refund action (the API's
// rule decides; its answer shows why a purchase cannot be refunded). The API's refusals stay in the dialog or a message.
import { Button, Card, Col, Form, Image, Input, InputNumber, Popconfirm, Radio, Row, Select, Space, Switch, Tabs, Tag, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { MEMBER_PERIOD_UNITS, type GrowthRules, type MemberLevelBody, type MemberLevelView, type MemberPlanBody, type MemberPlanView, type MemberPurchaseView, type Paged } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { ImageUploadField } from '../../app/components/ImageUploadField';
import { useI18n } from '../../app/i18n';

const BASE = '/p/admin/membership';
const ids = (s: string | undefined): number[] => (s ?? '').split(/[\s,，]+/).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const idText = (a: number[]) => a.join(', ');

type LevelValues = Omit<MemberLevelBody, 'icon' | 'couponIds'> & { icon: string[]; couponIds: string };
type PlanValues = Omit<MemberPlanBody, 'price' | 'monthlyCouponIds'> & { priceYuan: number; monthlyCouponIds: string };

export function LevelsTab() {
  const { t } = useI18n();
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<{ row: MemberLevelView | null; values: Partial<LevelValues> } | null>(null);
  const load = useCallback(async () => {
    const list = await api<MemberLevelView[]>(`${BASE}/levels`);
    return { list, total: list.length };
  }, []);
  async function save(v: LevelValues) {
    const body: MemberLevelBody = { ...v, icon: v.icon[0] ?? '', couponIds: ids(v.couponIds) };
    if (editing?.row) await api(`${BASE}/levels/${editing.row.id}`, { method: 'PUT', body });
    else await api(`${BASE}/levels`, { method: 'POST', body });
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }
  async function remove(id: number) {
    await api(`${BASE}/levels/${id}`, { method: 'DELETE' }).catch((e: Error) => message.error(e.message));
    setReloadKey((k) => k + 1);
  }
  const required = [{ required: true, message: t('membership.required') }];
  return (
    <>
      <CrudTable<MemberLevelView>
        title={t('membership.levels')}
        rowKey="id"
        load={load}
        reloadKey={reloadKey}
        pageSize={20}
        toolbar={<Button type="primary" onClick={() => setEditing({ row: null, values: { icon: [], couponIds: '', discountPercent: 100, freeShipping: false, pointsMultiplier: 100, levelUpPoints: 0 } })}>{t('app.create')}</Button>}
        columns={[
          { title: t('membership.icon'), dataIndex: 'icon', render: (v: string) => (v ? <Image src={v} width={32} height={32} /> : null) },
          { title: t('membership.name'), dataIndex: 'name' },
          { title: t('membership.threshold'), dataIndex: 'threshold' },
          { title: t('membership.discountPercent'), dataIndex: 'discountPercent', render: (v: number) => `${v}%` },
          { title: t('membership.freeShipping'), dataIndex: 'freeShipping', render: (v: boolean) => (v ? <Tag color="green">{t('membership.yes')}</Tag> : t('membership.no')) },
          { title: t('membership.pointsMultiplier'), dataIndex: 'pointsMultiplier', render: (v: number) => `${v}%` },
          { title: t('membership.levelUpPoints'), dataIndex: 'levelUpPoints' },
          { title: t('membership.couponIds'), dataIndex: 'couponIds', render: (v: number[]) => idText(v) },
          {
            title: t('app.actions'), key: 'actions', render: (_, r) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing({ row: r, values: { ...r, icon: r.icon ? [r.icon] : [], couponIds: idText(r.couponIds) } })}>{t('app.edit')}</Button>
                <Popconfirm title={t('membership.confirmDelete')} onConfirm={() => void remove(r.id)} okText={t('membership.delete')} cancelText={t('app.cancel')}>
                  <Button type="link" size="small" danger>{t('membership.delete')}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <FormModal<LevelValues> open={editing !== null} title={`${editing?.row ? t('app.edit') : t('app.create')} · ${t('membership.levels')}`} initialValues={editing?.values} onSubmit={save} onClose={() => setEditing(null)} width={720}>
        <Row gutter={12}>
          <Col span={12}><Form.Item name="nameZh" label={t('membership.nameZh')} rules={required}><Input maxLength={20} /></Form.Item></Col>
          <Col span={12}><Form.Item name="nameEn" label={t('membership.nameEn')} rules={required}><Input maxLength={20} /></Form.Item></Col>
        </Row>
        <Form.Item name="icon" label={t('membership.icon')}><ImageUploadField max={1} /></Form.Item>
        <Row gutter={12}>
          <Col span={8}><Form.Item name="threshold" label={t('membership.threshold')} rules={required}><InputNumber min={0} max={100_000_000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="discountPercent" label={t('membership.discountPercent')} tooltip={t('membership.discountHint')} rules={required}><InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="pointsMultiplier" label={t('membership.pointsMultiplier')} tooltip={t('membership.multiplierHint')} rules={required}><InputNumber min={100} max={1000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}><Form.Item name="freeShipping" label={t('membership.freeShipping')} valuePropName="checked"><Switch /></Form.Item></Col>
          <Col span={8}><Form.Item name="levelUpPoints" label={t('membership.levelUpPoints')}><InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="couponIds" label={t('membership.couponIds')}><Input placeholder="1, 2" /></Form.Item></Col>
        </Row>
      </FormModal>
    </>
  );
}

export function PlansTab() {
  const { t } = useI18n();
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<{ row: MemberPlanView | null; values: Partial<PlanValues> } | null>(null);
  const load = useCallback(async () => {
    const list = await api<MemberPlanView[]>(`${BASE}/plans`);
    return { list, total: list.length };
  }, []);
  async function save({ priceYuan, ...v }: PlanValues) {
    const body: MemberPlanBody = { ...v, price: Math.round((priceYuan ?? 0) * 100), monthlyCouponIds: ids(v.monthlyCouponIds) };
    if (editing?.row) await api(`${BASE}/plans/${editing.row.id}`, { method: 'PUT', body });
    else await api(`${BASE}/plans`, { method: 'POST', body });
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }
  const required = [{ required: true, message: t('membership.required') }];
  return (
    <>
      <CrudTable<MemberPlanView>
        title={t('membership.plans')}
        rowKey="id"
        load={load}
        reloadKey={reloadKey}
        pageSize={20}
        toolbar={<Button type="primary" onClick={() => setEditing({ row: null, values: { periodUnit: 'month', periodCount: 1, discountPercent: 95, pointsMultiplier: 100, monthlyCouponIds: '', onSale: true, sort: 0 } })}>{t('app.create')}</Button>}
        columns={[
          { title: t('membership.name'), dataIndex: 'name' },
          { title: t('membership.period'), key: 'period', render: (_, r) => `${r.periodCount} ${t(`membership.unit.${r.periodUnit}`)}` },
          { title: t('membership.price'), dataIndex: 'price', render: (v: number) => `¥${(v / 100).toFixed(2)}` },
          { title: t('membership.discountPercent'), dataIndex: 'discountPercent', render: (v: number) => `${v}%` },
          { title: t('membership.pointsMultiplier'), dataIndex: 'pointsMultiplier', render: (v: number) => `${v}%` },
          { title: t('membership.monthlyCouponIds'), dataIndex: 'monthlyCouponIds', render: (v: number[]) => idText(v) },
          { title: t('membership.status'), dataIndex: 'onSale', render: (v: boolean) => (v ? <Tag color="green">{t('membership.onSale')}</Tag> : <Tag>{t('membership.offSale')}</Tag>) },
          { title: t('membership.sort'), dataIndex: 'sort' },
          { title: t('app.actions'), key: 'actions', render: (_, r) => <Button type="link" size="small" onClick={() => setEditing({ row: r, values: { ...r, priceYuan: r.price / 100, monthlyCouponIds: idText(r.monthlyCouponIds) } })}>{t('app.edit')}</Button> },
        ]}
      />
      <FormModal<PlanValues> open={editing !== null} title={`${editing?.row ? t('app.edit') : t('app.create')} · ${t('membership.plans')}`} initialValues={editing?.values} onSubmit={save} onClose={() => setEditing(null)} width={720}>
        <Row gutter={12}>
          <Col span={12}><Form.Item name="nameZh" label={t('membership.nameZh')} rules={required}><Input maxLength={20} /></Form.Item></Col>
          <Col span={12}><Form.Item name="nameEn" label={t('membership.nameEn')} rules={required}><Input maxLength={20} /></Form.Item></Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}><Form.Item name="periodCount" label={t('membership.periodCount')} rules={required}><InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}>
            <Form.Item name="periodUnit" label={t('membership.period')} rules={required}>
              <Select options={MEMBER_PERIOD_UNITS.map((u) => ({ value: u, label: t(`membership.unit.${u}`) }))} />
            </Form.Item>
          </Col>
          <Col span={8}><Form.Item name="priceYuan" label={t('membership.price')} rules={required}><InputNumber min={0.01} max={100_000} precision={2} style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}><Form.Item name="discountPercent" label={t('membership.discountPercent')} tooltip={t('membership.discountHint')} rules={required}><InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="pointsMultiplier" label={t('membership.pointsMultiplier')} tooltip={t('membership.multiplierHint')} rules={required}><InputNumber min={100} max={1000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={8}><Form.Item name="monthlyCouponIds" label={t('membership.monthlyCouponIds')}><Input placeholder="1, 2" /></Form.Item></Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}><Form.Item name="onSale" label={t('membership.onSale')} valuePropName="checked"><Switch /></Form.Item></Col>
          <Col span={8}><Form.Item name="sort" label={t('membership.sort')}><InputNumber min={0} max={10_000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
      </FormModal>
    </>
  );
}

export function RulesTab() {
  const { t } = useI18n();
  const [form] = Form.useForm<GrowthRules>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void api<GrowthRules>(`${BASE}/growthRules`).then((r) => form.setFieldsValue(r), (e: Error) => setError(e.message));
  }, [form]);
  async function save(v: GrowthRules) {
    setBusy(true);
    setError(null);
    try {
      await api(`${BASE}/growthRules`, { method: 'PUT', body: v });
      message.success(t('app.saved'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const whole = (max: number) => <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />;
  return (
    <Card title={t('membership.rules')}>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 720 }}>
        <Row gutter={12}>
          <Col span={12}><Form.Item name="perYuan" label={t('membership.perYuan')} rules={[{ required: true }]}>{whole(1000)}</Form.Item></Col>
          <Col span={12}><Form.Item name="review" label={t('membership.review')} rules={[{ required: true }]}>{whole(10_000)}</Form.Item></Col>
        </Row>
        <Form.Item name="signInMode" label={t('membership.signInMode')}>
          <Radio.Group options={[{ value: 'cycle', label: t('membership.modeCycle') }, { value: 'fixed', label: t('membership.modeFixed') }]} />
        </Form.Item>
        <Row gutter={8}>
          {Array.from({ length: 7 }, (_, i) => (
            <Col span={3} key={i}><Form.Item name={['signInCycle', i]} label={t('membership.day', { n: i + 1 })} rules={[{ required: true }]}>{whole(10_000)}</Form.Item></Col>
          ))}
        </Row>
        <Form.Item name="signInFixed" label={t('membership.signInFixed')} rules={[{ required: true }]}>{whole(10_000)}</Form.Item>
        {error && <p role="alert" style={{ color: '#cf1322' }}>{error}</p>}
        <Button type="primary" htmlType="submit" loading={busy}>{t('app.save')}</Button>
      </Form>
    </Card>
  );
}

export function PurchasesTab() {
  const { t } = useI18n();
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback(async (current: number, size: number) => {
    const page = await api<Paged<MemberPurchaseView>>(`${BASE}/purchases`, { query: { current, size } });
    return { list: page.records, total: page.total };
  }, []);
  async function refund(id: number) {
    try {
      await api(`${BASE}/purchases/${id}/refund`, { method: 'POST', body: {} });
      message.success(t('membership.refunded'));
    } catch (e) {
      message.error((e as Error).message);
    }
    setReloadKey((k) => k + 1);
  }
  const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' }) : '');
  return (
    <CrudTable<MemberPurchaseView>
      title={t('membership.purchases')}
      rowKey="id"
      load={load}
      reloadKey={reloadKey}
      columns={[
        { title: 'ID', dataIndex: 'id' },
        { title: t('membership.user'), dataIndex: 'userId' },
        { title: t('membership.name'), dataIndex: 'planName' },
        { title: t('membership.amount'), dataIndex: 'amount', render: (v: number) => `¥${(v / 100).toFixed(2)}` },
        { title: t('membership.status'), dataIndex: 'status', render: (v: MemberPurchaseView['status']) => <Tag color={v === 'paid' ? 'green' : undefined}>{t(`membership.state.${v}`)}</Tag> },
        { title: t('membership.validity'), key: 'validity', render: (_, r) => (r.startsAt ? `${day(r.startsAt)} – ${day(r.endsAt)}` : '') },
        {
          title: t('app.actions'), key: 'actions', render: (_, r) => (r.refundBlockedBy ? (r.status === 'paid' ? <span>{t(`membership.refundBlocked.${r.refundBlockedBy.split('.').pop()}`)}</span> : null) : (
            <Popconfirm title={t('membership.refundConfirm')} onConfirm={() => void refund(r.id)} okText={t('membership.refund')} cancelText={t('app.cancel')}>
              <Button type="link" size="small" danger>{t('membership.refund')}</Button>
            </Popconfirm>
          )),
        },
      ]}
    />
  );
}

export function MembershipPage() {
  const { t } = useI18n();
  return (
    <Tabs
      items={[
        { key: 'levels', label: t('membership.levels'), children: <LevelsTab /> },
        { key: 'plans', label: t('membership.plans'), children: <PlansTab /> },
        { key: 'rules', label: t('membership.rules'), children: <RulesTab /> },
        { key: 'purchases', label: t('membership.purchases'), children: <PurchasesTab /> },
      ]}
    />
  );
}

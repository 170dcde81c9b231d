// The platform's moderation of the demand and service hall (issue 17, decision 029): posts by kind and state, the
// whole post in a drawer (contact, budget, deadline, sanitised description, attachments), approve or refuse with a
// reason (naming the revision shown: an edit since then is refused by the API), take a published post down.
import { Button, Descriptions, Drawer, Image, Input, Modal, Segmented, Space, Tabs, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { DEMAND_STATUSES, fenToYuan, type DemandAdminView, type DemandKind, type DemandStatusName } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { useI18n } from '../../app/i18n';
import { adminApi } from '../api';
import { dateTime } from '../components/format';

const COLORS: Record<DemandStatusName, string> = { pending: 'gold', published: 'green', refused: 'red', closed: 'default', expired: 'default' };

export function DemandReviewPage() {
  const { t } = useI18n();
  const [kind, setKind] = useState<DemandKind>('demand');
  const [status, setStatus] = useState<DemandStatusName>('pending');
  const [reloadKey, setReloadKey] = useState(0);
  const [detail, setDetail] = useState<DemandAdminView | null>(null);
  const load = useCallback((current: number, size: number) => adminApi.list<DemandAdminView>('/p/admin/demand/posts', { current, size, kind, status }), [kind, status]);
  const done = () => {
    message.success(t('app.saved'));
    setDetail(null);
    setReloadKey((k) => k + 1);
  };
  const approve = async (p: DemandAdminView) => {
    try {
      await adminApi.post(`/p/admin/demand/posts/${p.id}/approve`, { revision: p.revision });
      done();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const close = async (p: DemandAdminView) => {
    try {
      await adminApi.post(`/p/admin/demand/posts/${p.id}/close`);
      done();
    } catch (e) {
      message.error((e as Error).message);
    }
  };
  const refuse = (p: DemandAdminView) => {
    let reason = '';
    Modal.confirm({
      title: t('demandReview.refuseTitle', { title: p.title }),
      content: <Input.TextArea aria-label={t('demandReview.reason')} rows={3} maxLength={200} placeholder={t('demandReview.reason')} onChange={(e) => { reason = e.target.value; }} />,
      okText: t('demandReview.refuse'),
      cancelText: t('app.cancel'),
      onOk: async () => {
        try {
          await adminApi.post(`/p/admin/demand/posts/${p.id}/refuse`, { revision: p.revision, reason });
          done();
        } catch (e) {
          message.error((e as Error).message);
          throw e;
        }
      },
    });
  };
  const budget = (p: DemandAdminView) => (p.budgetMax > 0 ? `¥${fenToYuan(p.budgetMin)} - ¥${fenToYuan(p.budgetMax)}` : p.budgetMin > 0 ? `≥ ¥${fenToYuan(p.budgetMin)}` : t('demandReview.negotiable'));
  const actions = (p: DemandAdminView) => (
    <Space>
      {p.status === 'pending' && <Button type="link" size="small" onClick={() => void approve(p)}>{t('demandReview.approve')}</Button>}
      {p.status === 'pending' && <Button type="link" size="small" danger onClick={() => refuse(p)}>{t('demandReview.refuse')}</Button>}
      {p.status === 'published' && <Button type="link" size="small" danger onClick={() => void close(p)}>{t('demandReview.close')}</Button>}
    </Space>
  );
  const columns: TableColumnsType<DemandAdminView> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('demandReview.title'), dataIndex: 'title', render: (v: string, p) => <Button type="link" size="small" onClick={() => setDetail(p)}>{v}</Button> },
    { title: t('demandReview.category'), dataIndex: 'categoryName' },
    { title: t('demandReview.region'), dataIndex: 'regionName' },
    { title: t('demandReview.budget'), key: 'budget', render: (_, p) => budget(p) },
    { title: t('demandReview.deadline'), dataIndex: 'deadline', render: (v: string) => dateTime(v) },
    { title: t('demandReview.status'), dataIndex: 'status', render: (v: DemandStatusName) => <Tag color={COLORS[v]}>{t(`demandReview.s_${v}`)}</Tag> },
    { title: t('app.actions'), key: 'actions', fixed: 'right', render: (_, p) => actions(p) },
  ];
  return (
    <>
      <CrudTable<DemandAdminView> title={t('demandReview.menu')} rowKey="id" columns={columns} load={load} reloadKey={reloadKey}
        filters={(
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Segmented value={kind} onChange={(v) => setKind(v as DemandKind)} options={[{ value: 'demand', label: t('demandReview.demands') }, { value: 'service', label: t('demandReview.services') }]} />
            <Tabs activeKey={status} onChange={(k) => setStatus(k as DemandStatusName)} items={DEMAND_STATUSES.map((s) => ({ key: s, label: t(`demandReview.s_${s}`) }))} />
          </Space>
        )} />
      <Drawer open={!!detail} onClose={() => setDetail(null)} size={640} title={detail?.title} extra={detail && actions(detail)}>
        {detail && (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small" items={[
              { label: t('demandReview.status'), children: <Space><Tag color={COLORS[detail.status]}>{t(`demandReview.s_${detail.status}`)}</Tag>{detail.refuseReason}</Space> },
              { label: t('demandReview.category'), children: detail.categoryName },
              ...(detail.product ? [{ label: t('demandReview.product'), children: `${detail.product} ${detail.spec}` }] : []),
              ...(detail.quantity > 0 ? [{ label: t('demandReview.quantity'), children: `${detail.quantity} ${detail.unit}` }] : []),
              { label: t('demandReview.budget'), children: budget(detail) },
              { label: t('demandReview.deadline'), children: dateTime(detail.deadline) },
              { label: t('demandReview.region'), children: detail.regionName },
              { label: t('demandReview.contact'), children: `${detail.contactName} ${detail.contactPhone} (#${detail.userId})` },
              { label: t('demandReview.revision'), children: detail.revision },
            ]} />
            {/* the description was sanitised when kept (the same sanitiser as product descriptions) */}
            <div className="demand-description" dangerouslySetInnerHTML={{ __html: detail.description }} />
            {detail.attachments.length > 0 && <Image.PreviewGroup><Space wrap>{detail.attachments.map((src) => <Image key={src} src={src} width={120} height={90} style={{ objectFit: 'cover' }} />)}</Space></Image.PreviewGroup>}
          </Space>
        )}
      </Drawer>
    </>
  );
}

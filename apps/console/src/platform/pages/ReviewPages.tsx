// Platform review: shop applications and company authentications (by state, detail with the images, approve, or
// reject with remarks), and shops (take offline, suspend, reopen, with remarks).
import { Button, Descriptions, Drawer, Image, Input, Modal, Select, Space, Tabs, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { SHOP_STATUS, type AdminShop, type CompanyAuthView, type ShopApplication } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { useI18n } from '../../app/i18n';
import { adminApi } from '../api';
import { bi, dateTime } from '../components/format';

const AUDIT_COLORS = ['gold', 'green', 'red'];
const SHOP_STATUS_NAMES: Record<number, string> = Object.fromEntries(Object.entries(SHOP_STATUS).map(([k, v]) => [v, k]));

/** Asks for remarks (required when `required`), then runs the action; resolves true when it was done. */
function useRemarks() {
  const { t } = useI18n();
  return useCallback((title: string, required: boolean, run: (remarks: string) => Promise<unknown>) => new Promise<boolean>((resolve) => {
    let remarks = '';
    Modal.confirm({
      title,
      content: <Input.TextArea rows={3} maxLength={200} placeholder={t(required ? 'platform.review.remarksRequired' : 'platform.review.remarks')} onChange={(e) => { remarks = e.target.value; }} />,
      okText: t('platform.review.confirm'),
      cancelText: t('app.cancel'),
      onOk: async () => {
        if (required && !remarks.trim()) {
          message.error(t('platform.review.remarksRequired'));
          throw new Error('remarks');
        }
        try {
          await run(remarks.trim());
          message.success(t('app.saved'));
          resolve(true);
        } catch (e) {
          message.error((e as Error).message);
          resolve(false);
        }
      },
      onCancel: () => resolve(false),
    });
  }), [t]);
}

function Pics({ items }: { items: [string, string][] }) {
  return <Image.PreviewGroup><Space wrap>{items.filter(([, src]) => src).map(([label, src]) => <Space key={label} orientation="vertical" size={2}><Image src={src} width={140} height={100} style={{ objectFit: 'cover' }} /><span style={{ color: '#888' }}>{label}</span></Space>)}</Space></Image.PreviewGroup>;
}

function StatusTabs({ status, onChange }: { status: number; onChange: (s: number) => void }) {
  const { t } = useI18n();
  return <Tabs activeKey={String(status)} onChange={(k) => onChange(Number(k))} items={[0, 1, 2].map((s) => ({ key: String(s), label: t(`platform.review.status${s}`) }))} />;
}

export function ApplicationsPage() {
  const { t } = useI18n();
  const ask = useRemarks();
  const [status, setStatus] = useState(0);
  const [reloadKey, setReloadKey] = useState(0);
  const [detail, setDetail] = useState<ShopApplication | null>(null);
  const load = useCallback((current: number, size: number) => adminApi.list<ShopApplication>('/p/admin/shop/applications', { current, size, status }), [status]);
  const act = async (a: ShopApplication, action: 'approve' | 'reject') => {
    const done = action === 'approve'
      ? await ask(t('platform.review.approveTitle', { name: a.shopName }), false, () => adminApi.post(`/p/admin/shop/applications/${a.applicationId}/approve`))
      : await ask(t('platform.review.rejectTitle', { name: a.shopName }), true, (remarks) => adminApi.post(`/p/admin/shop/applications/${a.applicationId}/reject`, { remarks }));
    if (done) {
      setDetail(null);
      setReloadKey((k) => k + 1);
    }
  };
  const columns: TableColumnsType<ShopApplication> = [
    { title: 'ID', dataIndex: 'applicationId', width: 70 },
    { title: t('platform.review.shopName'), dataIndex: 'shopName' },
    { title: t('platform.review.region'), key: 'region', render: (_, a) => `${a.province} ${a.city} ${a.area}` },
    { title: t('platform.review.tel'), dataIndex: 'tel' },
    { title: t('platform.common.status'), dataIndex: 'auditStatus', render: (v: number) => <Tag color={AUDIT_COLORS[v]}>{t(`platform.review.status${v}`)}</Tag> },
    { title: t('platform.review.updated'), dataIndex: 'updatedAt', render: (v: string) => dateTime(v) },
    { title: t('app.actions'), key: 'actions', render: (_, a) => <Button type="link" size="small" onClick={() => setDetail(a)}>{t('platform.review.detail')}</Button> },
  ];
  return (
    <>
      <CrudTable<ShopApplication> title={t('platform.menu.applications')} rowKey="applicationId" columns={columns} load={load} reloadKey={reloadKey} filters={<StatusTabs status={status} onChange={setStatus} />} />
      <Drawer open={!!detail} onClose={() => setDetail(null)} size={640} title={detail?.shopName}
        extra={detail?.auditStatus === 0 && <Space><Button danger onClick={() => void act(detail, 'reject')}>{t('platform.review.reject')}</Button><Button type="primary" onClick={() => void act(detail, 'approve')}>{t('platform.review.approve')}</Button></Space>}>
        {detail && (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} bordered size="small" items={[
              { label: t('platform.common.status'), children: <Tag color={AUDIT_COLORS[detail.auditStatus]}>{t(`platform.review.status${detail.auditStatus}`)}</Tag> },
              { label: t('platform.review.intro'), children: detail.intro },
              { label: t('platform.review.region'), children: `${detail.province} ${detail.city} ${detail.area}` },
              { label: t('platform.review.address'), children: detail.address },
              { label: t('platform.review.tel'), children: detail.tel },
              { label: t('platform.review.applicant'), children: `#${detail.userId}` },
              ...(detail.remarks ? [{ label: t('platform.review.remarks'), children: detail.remarks }] : []),
              { label: t('platform.review.updated'), children: dateTime(detail.updatedAt) },
            ]} />
            <Pics items={[[t('platform.review.logo'), detail.logo], [t('platform.review.license'), detail.businessLicense], [t('platform.review.idFront'), detail.idCardFront], [t('platform.review.idBack'), detail.idCardBack]]} />
          </Space>
        )}
      </Drawer>
    </>
  );
}

export function CompanyAuthPage() {
  const { t } = useI18n();
  const ask = useRemarks();
  const [status, setStatus] = useState(0);
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback((current: number, size: number) => adminApi.list<CompanyAuthView>('/p/admin/companyAuth', { current, size, status }), [status]);
  const act = async (a: CompanyAuthView, action: 'approve' | 'reject') => {
    const done = action === 'approve'
      ? await ask(t('platform.review.approveTitle', { name: a.companyName }), false, () => adminApi.post(`/p/admin/companyAuth/${a.id}/approve`))
      : await ask(t('platform.review.rejectTitle', { name: a.companyName }), true, (remarks) => adminApi.post(`/p/admin/companyAuth/${a.id}/reject`, { remarks }));
    if (done) setReloadKey((k) => k + 1);
  };
  const columns: TableColumnsType<CompanyAuthView> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('platform.review.company'), dataIndex: 'companyName' },
    { title: t('platform.review.creditCode'), dataIndex: 'creditCode' },
    { title: t('platform.review.license'), dataIndex: 'license', render: (v: string) => <Image src={v} width={72} height={48} style={{ objectFit: 'cover' }} /> },
    { title: t('platform.common.status'), dataIndex: 'status', render: (v: number, a) => <Space orientation="vertical" size={0}><Tag color={AUDIT_COLORS[v]}>{t(`platform.review.status${v}`)}</Tag>{a.remarks && <span style={{ color: '#888' }}>{a.remarks}</span>}</Space> },
    { title: t('platform.review.updated'), dataIndex: 'updatedAt', render: (v: string) => dateTime(v) },
    {
      title: t('app.actions'), key: 'actions', render: (_, a) => a.status === 0 && (
        <Space>
          <Button type="link" size="small" onClick={() => void act(a, 'approve')}>{t('platform.review.approve')}</Button>
          <Button type="link" size="small" danger onClick={() => void act(a, 'reject')}>{t('platform.review.reject')}</Button>
        </Space>
      ),
    },
  ];
  return <CrudTable<CompanyAuthView> title={t('platform.menu.companyAuth')} rowKey="id" columns={columns} load={load} reloadKey={reloadKey} filters={<StatusTabs status={status} onChange={setStatus} />} />;
}

/** Every shop (seeded or opened by an approved application) with what an operator may do to it. */
export function ShopsPage() {
  const { t, lang } = useI18n();
  const ask = useRemarks();
  const [reloadKey, setReloadKey] = useState(0);
  const [filter, setFilter] = useState<{ keyword: string; status?: number }>({ keyword: '' });
  const load = useCallback((current: number, size: number) => adminApi.list<AdminShop>('/p/admin/shops', { current, size, ...filter }), [filter]);
  const act = async (s: AdminShop, action: 'offline' | 'suspend' | 'open') => {
    const done = await ask(t(`platform.shops.${action}Title`, { name: bi(lang, s.nameZh, s.nameEn) }), false, (remarks) => adminApi.post(`/p/admin/shop/${s.shopId}/status`, { action, remarks }));
    if (done) setReloadKey((k) => k + 1);
  };
  const statusName = (v: number) => t(`platform.shops.s_${SHOP_STATUS_NAMES[v] ?? 'none'}`);
  const columns: TableColumnsType<AdminShop> = [
    { title: t('platform.shops.shopId'), dataIndex: 'shopId', width: 80 },
    { title: t('platform.review.shopName'), key: 'name', render: (_, s) => <a href={`/shopIndex?sid=${s.shopId}`} target="_blank" rel="noreferrer">{bi(lang, s.nameZh, s.nameEn)}</a> },
    { title: t('platform.shops.type'), dataIndex: 'shopType', render: (v: number) => (v === 1 ? <Tag color="red">{t('platform.shops.self')}</Tag> : t('platform.shops.general')) },
    { title: t('platform.review.region'), dataIndex: 'region' },
    { title: t('platform.review.tel'), dataIndex: 'tel' },
    { title: t('platform.shops.status'), dataIndex: 'shopStatus', render: (v: number) => <Tag color={v === SHOP_STATUS.open ? 'green' : 'orange'}>{statusName(v)}</Tag> },
    {
      title: t('app.actions'), key: 'actions', render: (_, s) => (
        <Space>
          {s.shopStatus === SHOP_STATUS.open && <Button type="link" size="small" onClick={() => void act(s, 'offline')}>{t('platform.shops.offline')}</Button>}
          {s.shopStatus !== SHOP_STATUS.suspended && <Button type="link" size="small" danger onClick={() => void act(s, 'suspend')}>{t('platform.shops.suspend')}</Button>}
          {s.shopStatus !== SHOP_STATUS.open && <Button type="link" size="small" onClick={() => void act(s, 'open')}>{t('platform.shops.open')}</Button>}
        </Space>
      ),
    },
  ];
  const statuses = [SHOP_STATUS.open, SHOP_STATUS.offline, SHOP_STATUS.suspended, SHOP_STATUS.notOpen];
  return (
    <CrudTable<AdminShop>
      title={t('platform.menu.shops')}
      rowKey="shopId"
      columns={columns}
      load={load}
      reloadKey={reloadKey}
      filters={
        <Space wrap>
          <Input.Search placeholder={t('platform.common.keyword')} allowClear style={{ width: 240 }} onSearch={(v) => setFilter((f) => ({ ...f, keyword: v.trim() }))} />
          <Select<number> allowClear placeholder={t('platform.shops.status')} style={{ width: 160 }} value={filter.status} onChange={(status) => setFilter((f) => ({ ...f, status }))} options={statuses.map((v) => ({ value: v, label: statusName(v) }))} />
        </Space>
      }
    />
  );
}

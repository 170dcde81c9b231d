// The shop's orders in tabs by state, searchable by order number.
import { Button, Input, Space, Tabs, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fenToYuan, ORDER_STATUS, type SellerOrderDetail, type SellerOrderRow } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { asPage, sellerApi } from '../api';
import { ShipModal } from '../components/ShipModal';
import { PointsOrderTag } from '../../platform/points-mall/PointsOrderTag';

export const ORDER_TABS = [0, ORDER_STATUS.unpaid, ORDER_STATUS.pendingDelivery, ORDER_STATUS.shipped, ORDER_STATUS.pendingEvaluation, ORDER_STATUS.completed, ORDER_STATUS.canceled] as const;
const STATUS_COLORS: Record<number, string> = { 1: 'orange', 2: 'red', 3: 'blue', 4: 'cyan', 5: 'green', 6: 'default', 7: 'purple', 8: 'green' };
export const StatusTag = ({ status }: { status: number }) => {
  const { t } = useI18n();
  return <Tag color={STATUS_COLORS[status]}>{t(`seller.orders.status${status}`)}</Tag>;
};

export function OrdersPage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status') ?? 0);
  const [orderNumber, setOrderNumber] = useState('');
  const load = useCallback((current: number, size: number) => sellerApi.orders({ current, size, status, orderNumber }).then(asPage), [status, orderNumber]);
  // the list's ship button opens the ship dialog on the order (its items are needed for split packages)
  const [shipping, setShipping] = useState<SellerOrderDetail | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const openShip = (n: string) => sellerApi.order(n).then(setShipping, (e: Error) => void message.error(e.message));

  const columns: TableColumnsType<SellerOrderRow> = [
    { title: t('seller.orders.number'), dataIndex: 'orderNumber', render: (n: string, r) => <><Link to={`/seller/orders/${n}`}>{n}</Link> <PointsOrderTag orderType={r.orderType} /></> },
    { title: t('seller.orders.items'), key: 'items', width: 280, ellipsis: true, render: (_, r) => r.items.map((i) => `${i.prodName} ${i.skuName} ×${i.count}`).join('; ') },
    { title: t('seller.orders.total'), dataIndex: 'actualTotal', render: (v: number) => `¥${fenToYuan(v)}` },
    { title: t('seller.orders.receiver'), dataIndex: 'receiver' },
    { title: t('seller.orders.created'), dataIndex: 'createdAt', render: (v: string) => formatTime(v, lang) },
    { title: t('seller.orders.state'), dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
    // fixed at the right with room for its words: the table scrolls sideways under it (it was cut to "操" / "发")
    { title: t('app.actions'), key: 'a', fixed: 'right', width: lang === 'en' ? 120 : 96, render: (_, r) => (
      <Space size={4} style={{ whiteSpace: 'nowrap' }}>
        {r.status === ORDER_STATUS.pendingDelivery && <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void openShip(r.orderNumber)}>{t('seller.orders.ship')}</Button>}
        <Link to={`/seller/orders/${r.orderNumber}`}>{t('seller.orders.view')}</Link>
      </Space>
    ) },
  ];

  return (
    <>
    <CrudTable<SellerOrderRow>
      title={t('seller.menu.orders')}
      rowKey="orderNumber"
      columns={columns}
      load={load}
      reloadKey={reloadKey}
      filters={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Tabs activeKey={String(status)} onChange={(k) => setParams(k === '0' ? {} : { status: k })} items={ORDER_TABS.map((s) => ({ key: String(s), label: t(`seller.orders.tab${s}`) }))} />
          <Input.Search placeholder={t('seller.orders.searchNumber')} onSearch={(v) => setOrderNumber(v.trim())} allowClear style={{ width: 280 }} />
        </Space>
      }
    />
    {shipping && <ShipModal order={shipping} open onClose={() => setShipping(null)} onShipped={() => { setShipping(null); void message.success(t('seller.ship.done')); setReloadKey((k) => k + 1); }} />}
    </>
  );
}

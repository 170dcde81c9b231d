// Seller centre home: today's orders and sales, orders to ship, products on shelf, and a 7 / 30 day chart.
import { Alert, Card, Col, Row, Segmented, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fenToYuan, type SellerDashboard } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { sellerApi } from '../api';
import { SalesChart } from '../components/SalesChart';

export function DashboardPage() {
  const { t } = useI18n();
  const [days, setDays] = useState<7 | 30>(7);
  const [data, setData] = useState<{ days: number; value?: SellerDashboard; error?: string } | null>(null);

  useEffect(() => {
    let live = true;
    sellerApi.dashboard(days).then((value) => live && setData({ days, value }), (e: Error) => live && setData({ days, error: e.message }));
    return () => {
      live = false;
    };
  }, [days]);

  const d = data?.value;
  const loading = data?.days !== days;
  return (
    <Row gutter={[16, 16]}>
      {data?.error && <Col span={24}><Alert type="error" title={data.error} showIcon /></Col>}
      <Col xs={12} lg={6}><Card loading={!d}><Statistic title={t('seller.dashboard.todayOrders')} value={d?.todayOrders ?? 0} /></Card></Col>
      <Col xs={12} lg={6}><Card loading={!d}><Statistic title={t('seller.dashboard.todaySales')} value={d ? fenToYuan(d.todaySales) : '0.00'} prefix="¥" /></Card></Col>
      <Col xs={12} lg={6}>
        <Card loading={!d}>
          <Link to="/seller/orders?status=2"><Statistic title={t('seller.dashboard.pendingShipments')} value={d?.pendingShipments ?? 0} /></Link>
        </Card>
      </Col>
      <Col xs={12} lg={6}><Card loading={!d}><Statistic title={t('seller.dashboard.onShelf')} value={d?.onShelf ?? 0} /></Card></Col>
      <Col span={24}>
        <Card
          title={t('seller.dashboard.trend')}
          loading={loading && !d}
          extra={<Segmented<7 | 30> value={days} onChange={setDays} options={[{ label: t('seller.dashboard.days7'), value: 7 }, { label: t('seller.dashboard.days30'), value: 30 }]} />}
        >
          {d && <SalesChart days={d.days} salesLabel={t('seller.dashboard.sales')} ordersLabel={t('seller.dashboard.orders')} />}
        </Card>
      </Col>
    </Row>
  );
}

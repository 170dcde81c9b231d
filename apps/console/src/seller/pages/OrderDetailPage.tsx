// One order of the shop: buyer's address, items (shipped or not), amounts, packages; ship when paid.
import { Alert, Button, Card, Descriptions, Image, Space, Spin, Table, Tag, message } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fenToYuan, ORDER_STATUS, type SellerOrderDetail } from '@mall/shared';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { sellerApi } from '../api';
import { ShipModal } from '../components/ShipModal';
import { StatusTag } from './OrdersPage';
import { PointsOrderTag } from '../../platform/points-mall/PointsOrderTag';

export function OrderDetailPage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { orderNumber = '' } = useParams();
  const [state, setState] = useState<{ order?: SellerOrderDetail; error?: string; key: string } | null>(null);
  const [version, setVersion] = useState(0);
  const [shipping, setShipping] = useState(false);
  const key = `${orderNumber}|${version}|${lang}`;

  useEffect(() => {
    let live = true;
    sellerApi.order(orderNumber).then((order) => live && setState({ order, key }), (e: Error) => live && setState({ error: e.message, key }));
    return () => {
      live = false;
    };
  }, [orderNumber, key]);

  if (!state) return <Spin />;
  if (state.error) return <Alert type="error" title={state.error} showIcon action={<Button onClick={() => navigate('/seller/orders')}>{t('app.back')}</Button>} />;
  const o = state.order!;
  const money = (fen: number) => `¥${fenToYuan(fen)}`;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card title={`${t('seller.orders.number')} ${o.orderNumber}`}
        extra={<Space>
          {o.status === ORDER_STATUS.pendingDelivery && <Button type="primary" onClick={() => setShipping(true)}>{t('seller.orders.ship')}</Button>}
          <Button onClick={() => navigate('/seller/orders')}>{t('app.back')}</Button>
        </Space>}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('seller.orders.state')}><StatusTag status={o.status} /> <PointsOrderTag orderType={o.orderType} /></Descriptions.Item>
          <Descriptions.Item label={t('seller.orders.created')}>{formatTime(o.createdAt, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('seller.orders.paid')}>{formatTime(o.payTime, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('seller.orders.shippedAt')}>{formatTime(o.deliveryTime, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('seller.orders.receiver')}>{o.address ? `${o.address.receiver} ${o.address.mobile}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('seller.orders.address')}>{o.address ? `${o.address.region} ${o.address.addr}` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('seller.orders.remarks')}>{o.remarks || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('seller.orders.total')}>
            {money(o.actualTotal)} ({t('seller.orders.goods')} {money(o.productTotal)} + {t('seller.orders.freight')} {money(o.freight)} − {t('seller.orders.discount')} {money(o.shopDiscount + o.couponDiscount)})
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('seller.orders.items')}>
        <Table rowKey="itemId" size="small" pagination={false} dataSource={o.items} columns={[
          { title: '', dataIndex: 'pic', width: 64, render: (pic: string) => (pic ? <Image src={pic} width={44} height={44} /> : null) },
          { title: t('seller.products.name'), dataIndex: 'prodName' },
          { title: t('seller.orders.sku'), dataIndex: 'skuName' },
          { title: t('seller.products.price'), dataIndex: 'price', render: money },
          { title: t('seller.orders.count'), dataIndex: 'count' },
          { title: t('seller.orders.lineTotal'), dataIndex: 'actualTotal', render: money },
          { title: t('seller.orders.shipping'), dataIndex: 'shipped', render: (v: boolean) => (v ? <Tag color="blue">{t('seller.orders.shippedTag')}</Tag> : <Tag>{t('seller.orders.notShipped')}</Tag>) },
        ]} />
      </Card>
      {o.packages.length > 0 && (
        <Card title={t('seller.orders.packages')}>
          <Table rowKey="waybillNo" size="small" pagination={false} dataSource={o.packages} columns={[
            { title: t('seller.ship.company'), dataIndex: 'companyName' },
            { title: t('seller.ship.waybill'), dataIndex: 'waybillNo' },
            { title: t('seller.orders.items'), dataIndex: 'itemIds', render: (ids: number[]) => (ids.length ? o.items.filter((i) => ids.includes(i.itemId)).map((i) => `${i.prodName} ${i.skuName}`).join('; ') : t('seller.orders.wholeOrder')) },
            { title: t('seller.orders.shippedAt'), dataIndex: 'shippedAt', render: (v: string) => formatTime(v, lang) },
          ]} />
        </Card>
      )}
      {shipping && <ShipModal order={o} open onClose={() => setShipping(false)} onShipped={() => { setShipping(false); message.success(t('seller.ship.done')); setVersion((v) => v + 1); }} />}
    </Space>
  );
}

// One refund request in the console (seller centre and platform arbitration): its fields, vouchers, return address
// and shipment, the items and the history. Texts are rendered as text. `extra` holds the page's action buttons.
import { Card, Descriptions, Image, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CARGO_STATUS, REFUND_MODE, REFUND_STATUS, fenToYuan, isRefundReason, translate, type RefundDetail, type RefundSummary } from '@mall/shared';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';

const NAME: Record<number, string> = Object.fromEntries(Object.entries(REFUND_STATUS).map(([name, code]) => [code, name]));
export const refundStatusName = (status: number) => NAME[status] ?? 'unknown';
const COLORS: Record<string, string> = {
  applied: 'orange', accepted: 'blue', buyerShipped: 'cyan', sellerReceived: 'geekblue', refunded: 'green',
  refused: 'red', withdrawn: 'default', closed: 'default', arbitrating: 'purple', refunding: 'green',
};
export const money = (fen: number) => `¥${fenToYuan(fen)}`;

/** The state of a request; 'refunding' while the money is on its way at the payment provider. */
export function RefundStatusTag({ status, refunding = false }: { status: number; refunding?: boolean }) {
  const { t } = useI18n();
  const name = refunding && status !== REFUND_STATUS.refunded ? 'refunding' : refundStatusName(status);
  return <Tag color={COLORS[name]}>{t(`refunds.status.${name}`)}</Tag>;
}

/** The lines of a request in a table cell: name, SKU and pieces, one per line, cut to the cell. */
export function RefundLines({ lines }: { lines: RefundSummary['lines'] }) {
  return (
    <Space orientation="vertical" size={0}>
      {lines.map((l, i) => (
        <Typography.Text key={i} ellipsis={{ tooltip: `${l.prodName} ${l.skuName}` }} style={{ maxWidth: 180 }}>{`${l.prodName} ${l.skuName} ×${l.count}`}</Typography.Text>
      ))}
    </Space>
  );
}

export const modeKey = (mode: number) => `refunds.mode.${mode === REFUND_MODE.returnAndRefund ? 'returnAndRefund' : 'refundOnly'}`;

export function RefundView({ refund: r, extra }: { refund: RefundDetail; extra?: ReactNode }) {
  const { t, lang } = useI18n();
  // what the platform or the system did has its own words (an automatic accept, a decision), else the state's event
  const eventText = (actor: string, status: number) => {
    const key = `refunds.eventBy.${actor}.${refundStatusName(status)}`;
    const own = t(key);
    return own === key ? t(`refunds.event.${refundStatusName(status)}`) : own;
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card title={`${t('refunds.refundSn')} ${r.refundSn}`} extra={extra}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('refunds.state')}><RefundStatusTag status={r.status} refunding={r.refunding} /></Descriptions.Item>
          <Descriptions.Item label={t('refunds.orderNumber')}>{r.orderNumber}</Descriptions.Item>
          <Descriptions.Item label={t('refunds.mode_')}>{t(modeKey(r.mode))}</Descriptions.Item>
          <Descriptions.Item label={t('refunds.cargoStatus')}>{t(`refunds.cargo.${r.cargoStatus === CARGO_STATUS.received ? 'received' : 'notReceived'}`)}</Descriptions.Item>
          <Descriptions.Item label={t('refunds.amount')}><Typography.Text strong type="danger">{money(r.amount)}</Typography.Text></Descriptions.Item>
          <Descriptions.Item label={t('refunds.reason')}>{isRefundReason(r.reason) ? translate(`refund.reason.${r.reason}`, lang) : r.reasonLabel}</Descriptions.Item>
          <Descriptions.Item label={t('refunds.applyTime')}>{formatTime(r.applyTime, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('refunds.mobile')}>{r.mobile}</Descriptions.Item>
          {r.deadline && <Descriptions.Item label={t('refunds.deadline')}>{formatTime(r.deadline, lang)}</Descriptions.Item>}
          {r.refundedAt && <Descriptions.Item label={t('refunds.refundedAt')}>{formatTime(r.refundedAt, lang)}</Descriptions.Item>}
        </Descriptions>
        {/* the long texts one per row (a second list, so no row of the first is left half filled) */}
        <Descriptions column={1} size="small" style={{ marginTop: 8 }}>
          <Descriptions.Item label={t('refunds.note')}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.note || t('refunds.none')}</Typography.Text>
          </Descriptions.Item>
          {r.refuseReason && (
            <Descriptions.Item label={t('refunds.refuseReason')}>
              <Typography.Text type="danger" style={{ whiteSpace: 'pre-wrap' }}>{r.refuseReason}</Typography.Text>
            </Descriptions.Item>
          )}
          {r.returnAddress && (
            <Descriptions.Item label={t('refunds.returnAddress')}>
              {r.returnAddress.receiver} {r.returnAddress.mobile} {r.returnAddress.address}
            </Descriptions.Item>
          )}
          {r.logistics && (
            <Descriptions.Item label={t('refunds.logistics')}>
              {r.logistics.companyName} {r.logistics.waybillNo}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('refunds.vouchers')}>
            {r.vouchers.length ? (
              <Image.PreviewGroup>
                <Space size={6} wrap>
                  {r.vouchers.map((v, i) => <Image key={v} src={`${v}?w=200`} width={56} height={56} style={{ objectFit: 'cover' }} preview={{ src: v }} alt={`${t('refunds.vouchers')} ${i + 1}`} />)}
                </Space>
              </Image.PreviewGroup>
            ) : t('refunds.none')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('refunds.items')}>
        <Table rowKey={(l) => `${l.prodName}|${l.skuName}`} size="small" pagination={false} dataSource={r.lines} columns={[
          { title: '', dataIndex: 'pic', width: 64, render: (pic: string) => (pic ? <Image src={`${pic}?w=200`} width={44} height={44} preview={{ src: pic }} /> : null) },
          { title: t('refunds.items'), dataIndex: 'prodName' },
          { title: t('refunds.sku'), dataIndex: 'skuName' },
          { title: t('refunds.count'), dataIndex: 'count', width: 80 },
        ]} />
      </Card>
      <Card title={t('refunds.timeline')}>
        <Timeline
          items={r.timeline.map((e, i) => ({ ...e, again: e.status === REFUND_STATUS.applied && r.timeline.slice(0, i).some((p) => p.status === REFUND_STATUS.applied) })).reverse().map((e, i) => ({
            key: i,
            color: i === 0 ? 'red' : 'gray',
            content: (
              <Space orientation="vertical" size={0}>
                <span><Typography.Text strong>{t(`refunds.actor.${e.actor}`)}</Typography.Text> {e.again ? t('refunds.event.resubmitted') : eventText(e.actor, e.status)}</span>
                {e.note && <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>{e.note}</Typography.Text>}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatTime(e.at, lang)}</Typography.Text>
              </Space>
            ),
          }))}
        />
      </Card>
    </Space>
  );
}

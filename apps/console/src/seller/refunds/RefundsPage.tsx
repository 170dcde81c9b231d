// Seller centre: the shop's refund and return requests in tabs by state (?status=), newest first; a row opens the
// request's page (accept / refuse / confirm receipt there).
import { Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REFUND_STATUS as S, type RefundSummary } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { sellerRefundsApi } from './api';
import { NoReasonSwitch } from './NoReasonSwitch';
import { SellerNotices } from './SellerNotices';
import { RefundLines, RefundStatusTag, modeKey, money, refundStatusName } from './RefundView';

export const REFUND_TABS = [0, S.applied, S.accepted, S.buyerShipped, S.refused, S.arbitrating, S.refunded, S.closed] as const;
const HANDLE: number[] = [S.applied, S.buyerShipped];

export function RefundsPage() {
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('status') ?? 0);
  const status = (REFUND_TABS as readonly number[]).includes(raw) ? raw : 0;
  const load = useCallback((current: number, size: number) => sellerRefundsApi.list(status, current, size).then((p) => ({ list: p.records, total: p.total })), [status]);
  const href = (r: RefundSummary) => `/seller/refunds/${encodeURIComponent(r.refundSn)}`;

  const columns: TableColumnsType<RefundSummary> = [
    {
      title: t('refunds.refundSn'), dataIndex: 'refundSn', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Link to={href(r)}>{r.refundSn}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t('refunds.orderNumber')} ${r.orderNumber}`}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t('refunds.applyTime')} ${formatTime(r.applyTime, lang)}`}</Typography.Text>
        </Space>
      ),
    },
    { title: t('refunds.items'), key: 'lines', render: (_, r) => <RefundLines lines={r.lines} /> },
    {
      title: t('refunds.amount'), dataIndex: 'amount', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{money(r.amount)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{t(modeKey(r.mode))}</Typography.Text>
        </Space>
      ),
    },
    { title: t('refunds.state'), dataIndex: 'status', render: (_, r) => <RefundStatusTag status={r.status} refunding={r.refunding} /> },
    { title: t('app.actions'), key: 'a', render: (_, r) => <Link to={href(r)}>{t(HANDLE.includes(r.status) ? 'refunds.handle' : 'refunds.view')}</Link> },
  ];

  return (
    <>
      <SellerNotices />
      <CrudTable<RefundSummary>
        title={t('refunds.title')}
        rowKey="refundSn"
        columns={columns}
        load={load}
        toolbar={<NoReasonSwitch />}
        filters={
          <Tabs
            activeKey={String(status)}
            onChange={(k) => setParams(k === '0' ? {} : { status: k })}
            items={REFUND_TABS.map((s) => ({ key: String(s), label: t(s ? `refunds.tab.${refundStatusName(s)}` : 'refunds.tab.all') }))}
          />
        }
      />
    </>
  );
}

// New after-sales changes of the shop's requests (a buyer applied, shipped back, withdrew, asked the platform; the
// platform decided; the system moved one on a time-out) above the list: each unread one links to its request, where
// reading it marks it read; one line per request, the five latest. Nothing shows while none is unread or the notices
// cannot be read.
import { Alert, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { RefundNotices } from '@mall/shared';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { sellerRefundsApi } from './api';
import { refundStatusName } from './RefundView';

const SHOWN = 5;

export function SellerNotices() {
  const { t, lang } = useI18n();
  const [notices, setNotices] = useState<RefundNotices | null>(null);

  useEffect(() => {
    let live = true;
    sellerRefundsApi.notices().then((n) => live && setNotices(n), () => live && setNotices(null));
    return () => {
      live = false;
    };
  }, []);

  // the newest unread notice of each request (records are newest first), at most SHOWN of them
  const unread = (notices?.records ?? []).filter((n, i, all) => !n.read && all.findIndex((m) => m.refundSn === n.refundSn) === i).slice(0, SHOWN);
  if (!notices || notices.unread === 0 || unread.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('refunds.notices', { count: notices.unread })}
      description={
        <Space orientation="vertical" size={2}>
          {unread.map((n) => (
            <span key={n.id}>
              <Link to={`/seller/refunds/${encodeURIComponent(n.refundSn)}`}>{n.refundSn}</Link>
              {` ${t(`refunds.status.${refundStatusName(n.status)}`)} `}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatTime(n.at, lang)}</Typography.Text>
            </span>
          ))}
        </Space>
      }
    />
  );
}

// Seller centre: one refund request of the shop with what the seller may do in its state (the API's `actions`):
// accept (a return asks for the return address, prefilled from the shop's address), refuse with a reason, confirm
// the returned goods arrived (the buyer is refunded).
import { Alert, Button, Space, Spin, message } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { REFUND_MODE, type RefundDetail } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { sellerApi } from '../api';
import { sellerRefundsApi } from './api';
import { RefundActionModals, type SellerAction } from './RefundActionModals';
import { RefundView } from './RefundView';

const DONE: Record<SellerAction, string> = { accept: 'refunds.accepted', refuse: 'refunds.refused', receive: 'refunds.received' };
type Address = { receiver: string; mobile: string; address: string };

export function SellerRefundDetail({ refund, onChanged }: { refund: RefundDetail; onChanged(): void }) {
  const { t, lang } = useI18n();
  const [open, setOpen] = useState<SellerAction | null>(null);
  const [address, setAddress] = useState<Partial<Address> | undefined>();
  const can = (a: SellerAction) => (refund.actions as string[]).includes(a);

  const isReturn = refund.mode === REFUND_MODE.returnAndRefund;

  function openAccept() {
    setOpen('accept');
    if (address || !isReturn) return;
    sellerApi.shop().then(
      (s) => setAddress({ receiver: lang === 'en' ? s.nameEn : s.nameZh, mobile: /^1\d{10}$/.test(s.tel) ? s.tel : '', address: `${s.region} ${s.address}`.trim() }),
      () => setAddress({}),
    );
  }

  const extra = (
    <Space wrap>
      {can('accept') && <Button type="primary" onClick={openAccept}>{t('refunds.accept')}</Button>}
      {can('refuse') && <Button danger onClick={() => setOpen('refuse')}>{t('refunds.refuse')}</Button>}
      {can('receive') && <Button type="primary" onClick={() => setOpen('receive')}>{t('refunds.receive')}</Button>}
    </Space>
  );
  return (
    <>
      <RefundView refund={refund} extra={extra} />
      <RefundActionModals
        refund={refund}
        open={open === 'accept' && isReturn && !address ? null : open}
        defaultAddress={address}
        onClose={() => setOpen(null)}
        onDone={(a) => {
          setOpen(null);
          void message.success(t(DONE[a]));
          onChanged();
        }}
      />
    </>
  );
}

export function RefundDetailPage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { refundSn = '' } = useParams();
  const [state, setState] = useState<{ refund?: RefundDetail; error?: string; key: string } | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${refundSn}|${version}|${lang}`;

  useEffect(() => {
    let live = true;
    sellerRefundsApi.get(refundSn).then((refund) => live && setState({ refund, key }), (e: Error) => live && setState({ error: e.message, key }));
    return () => {
      live = false;
    };
  }, [refundSn, key]);

  const back = <Button onClick={() => navigate('/seller/refunds')}>{t('app.back')}</Button>;
  if (!state) return <Spin />;
  if (state.error) return <Alert type="error" title={state.error} showIcon action={back} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {back}
      <SellerRefundDetail refund={state.refund!} onChanged={() => setVersion((v) => v + 1)} />
    </Space>
  );
}

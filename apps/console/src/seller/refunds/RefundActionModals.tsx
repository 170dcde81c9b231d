// The seller's decisions on a refund request: accept (a return needs the address the goods go back to: receiver,
// phone, address), refuse with a reason (1-200 characters), confirm the goods are back (refunds the buyer). The
// shared rules answer in the form before calling; the API's message shows in the dialog when it refuses.
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { REFUND_LIMITS, REFUND_MODE, translate as message, type MessageKey, type RefundDetail } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { sellerRefundsApi } from './api';
import { DecisionModal } from './DecisionModal';
import { money } from './RefundView';
import { refuseReasonRule, returnAddressFieldRule } from './rules';

export type SellerAction = 'accept' | 'refuse' | 'receive';
type Address = { receiver: string; mobile: string; address: string };

function useRule() {
  const { lang } = useI18n();
  return (rule: (v: string) => MessageKey | null) => ({
    validator: (_: unknown, v: string | undefined) => {
      const key = rule(v ?? '');
      return key ? Promise.reject(new Error(message(key, lang))) : Promise.resolve();
    },
  });
}

export function RefundActionModals({
  refund,
  open,
  defaultAddress,
  onClose,
  onDone,
}: {
  refund: RefundDetail;
  open: SellerAction | null;
  defaultAddress?: Partial<Address>;
  onClose(): void;
  onDone(action: SellerAction): void;
}) {
  const { t } = useI18n();
  const rule = useRule();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isReturn = refund.mode === REFUND_MODE.returnAndRefund;

  async function receive() {
    setBusy(true);
    setError(null);
    try {
      await sellerRefundsApi.receive(refund.refundSn);
      onDone('receive');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DecisionModal<Address>
        open={open === 'accept'}
        title={t('refunds.acceptTitle')}
        okText={t('refunds.accept')}
        initialValues={defaultAddress}
        onClose={onClose}
        onSubmit={async (v) => {
          await sellerRefundsApi.accept(refund.refundSn, isReturn ? { returnAddress: { receiver: v.receiver.trim(), mobile: v.mobile.trim(), address: v.address.trim() } } : {});
          onDone('accept');
        }}
      >
        <Typography.Paragraph type="secondary">
          {isReturn ? t('refunds.acceptReturn') : t('refunds.acceptRefundOnly', { amount: money(refund.amount) })}
        </Typography.Paragraph>
        {isReturn && (
          <>
            <Form.Item name="receiver" label={t('refunds.receiver')} required rules={[rule(returnAddressFieldRule('receiver'))]}>
              <Input maxLength={REFUND_LIMITS.noteMax} autoComplete="name" />
            </Form.Item>
            <Form.Item name="mobile" label={t('refunds.receiverMobile')} required rules={[rule(returnAddressFieldRule('mobile'))]}>
              <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
            </Form.Item>
            <Form.Item name="address" label={t('refunds.address')} required rules={[rule(returnAddressFieldRule('address'))]}>
              <Input.TextArea rows={2} maxLength={REFUND_LIMITS.noteMax} />
            </Form.Item>
          </>
        )}
      </DecisionModal>
      <DecisionModal<{ reason: string }>
        open={open === 'refuse'}
        title={t('refunds.refuseTitle')}
        okText={t('refunds.refuse')}
        onClose={onClose}
        onSubmit={async (v) => {
          await sellerRefundsApi.refuse(refund.refundSn, { reason: v.reason.trim() });
          onDone('refuse');
        }}
      >
        <Form.Item name="reason" label={t('refunds.refuseLabel')} required rules={[rule(refuseReasonRule)]}>
          <Input.TextArea rows={4} maxLength={REFUND_LIMITS.noteMax} showCount placeholder={t('refunds.refusePlaceholder')} />
        </Form.Item>
      </DecisionModal>
      <Modal
        open={open === 'receive'}
        title={t('refunds.receiveTitle')}
        okText={t('refunds.receive')}
        cancelText={t('app.cancel')}
        confirmLoading={busy}
        onOk={() => void receive()}
        onCancel={() => { setError(null); onClose(); }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('refunds.receiveAsk', { refundSn: refund.refundSn, amount: money(refund.amount) })}</Typography.Paragraph>
        {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
      </Modal>
    </>
  );
}

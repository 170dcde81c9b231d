// Platform console: refund requests a buyer escalated after the seller refused (state arbitrating) and, on the
// other tab, every request. "Decide" opens the request with its history and vouchers beside the decision: for the
// buyer (refunded) or for the seller (closed), with a note of 1-200 characters both sides see.
import { Alert, Button, Drawer, Form, Input, Radio, Space, Spin, Tabs, Typography, message, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { REFUND_LIMITS, REFUND_MODE, REFUND_STATUS, requiredNoteRule, translate, type RefundDetail, type RefundSummary } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { RefundLines, RefundStatusTag, RefundView, modeKey, money } from '../../seller/refunds/RefundView';
import { arbitrationApi } from './api';

type Decision = { decision: 'buyer' | 'seller'; note: string };

export function DecidePanel({ refundSn, onDone }: { refundSn: string; onDone(): void }) {
  const { t, lang } = useI18n();
  const [refund, setRefund] = useState<RefundDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Decision>();

  useEffect(() => {
    let live = true;
    arbitrationApi.get(refundSn).then((r) => live && setRefund(r), (e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [refundSn]);

  async function decide() {
    let v: Decision;
    try {
      v = await form.validateFields();
    } catch {
      return; // the fields show their messages
    }
    setBusy(true);
    setError(null);
    try {
      await arbitrationApi.arbitrate(refundSn, { decision: v.decision, note: v.note.trim() });
      void message.success(t('arbitration.decided'));
      onDone();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!refund) return error ? <Alert type="error" title={error} showIcon /> : <Spin />;
  const open = refund.status === REFUND_STATUS.arbitrating;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {open && (
        <Form form={form} layout="vertical" aria-label={t('arbitration.decide')}>
          {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
          <Form.Item name="decision" label={t('arbitration.decision')} rules={[{ required: true, message: t('arbitration.decisionRequired') }]}>
            <Radio.Group>
              <Radio value="buyer">{t('arbitration.forBuyer')}</Radio>
              <Radio value="seller">{t('arbitration.forSeller')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.decision !== b.decision}>
            {({ getFieldValue }) => {
              const d = getFieldValue('decision') as Decision['decision'] | undefined;
              if (!d) return null;
              const hint = d === 'seller'
                ? t('arbitration.forSellerHint')
                : refund.mode === REFUND_MODE.returnAndRefund ? t('arbitration.forBuyerReturn') : t('arbitration.forBuyerRefund', { amount: money(refund.amount) });
              return <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>{hint}</Typography.Paragraph>;
            }}
          </Form.Item>
          <Form.Item
            name="note"
            label={t('arbitration.note')}
            required
            rules={[{ validator: (_, v: string | undefined) => { const key = requiredNoteRule(v ?? ''); return key ? Promise.reject(new Error(translate(key, lang))) : Promise.resolve(); } }]}
          >
            <Input.TextArea rows={3} maxLength={REFUND_LIMITS.noteMax} showCount placeholder={t('arbitration.notePlaceholder')} />
          </Form.Item>
          <Button type="primary" loading={busy} onClick={() => void decide()}>{t('arbitration.decide')}</Button>
        </Form>
      )}
      <RefundView refund={refund} />
    </Space>
  );
}

export function ArbitrationPage() {
  const { t, lang } = useI18n();
  const [tab, setTab] = useState<'open' | 'all'>('open');
  const [deciding, setDeciding] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const status = tab === 'open' ? REFUND_STATUS.arbitrating : 0;
  const load = useCallback((current: number, size: number) => arbitrationApi.list(status, current, size).then((p) => ({ list: p.records, total: p.total })), [status]);

  const columns: TableColumnsType<RefundSummary> = [
    {
      title: t('refunds.refundSn'), dataIndex: 'refundSn', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.refundSn}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t('refunds.orderNumber')} ${r.orderNumber}`}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${t('refunds.applyTime')} ${formatTime(r.applyTime, lang)}`}</Typography.Text>
        </Space>
      ),
    },
    { title: t('arbitration.shop'), dataIndex: 'shopName' },
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
    {
      title: t('app.actions'), key: 'a', render: (_, r) => (
        <Button type="link" size="small" onClick={() => setDeciding(r.refundSn)}>
          {t(r.status === REFUND_STATUS.arbitrating ? 'arbitration.decide' : 'refunds.view')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <CrudTable<RefundSummary>
        title={t('arbitration.title')}
        rowKey="refundSn"
        columns={columns}
        load={load}
        reloadKey={reloadKey}
        filters={<Tabs activeKey={tab} onChange={(k) => setTab(k as 'open' | 'all')} items={(['open', 'all'] as const).map((k) => ({ key: k, label: t(`arbitration.tab.${k}`) }))} />}
      />
      <Drawer
        open={deciding !== null}
        title={deciding ? t('arbitration.decideTitle', { refundSn: deciding }) : ''}
        size={720}
        onClose={() => setDeciding(null)}
        destroyOnHidden
      >
        {deciding && (
          <DecidePanel
            refundSn={deciding}
            onDone={() => {
              setDeciding(null);
              setReloadKey((k) => k + 1);
            }}
          />
        )}
      </Drawer>
    </>
  );
}

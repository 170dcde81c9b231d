// Ship an order: one package for the whole order, or several packages each with its chosen items.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { LOGISTICS_COMPANIES, messages, waybillRule, type SellerOrderDetail } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { sellerApi } from '../api';

type Pkg = { companyCode: string; waybillNo: string; itemIds: number[] };
const blank = (): Pkg => ({ companyCode: 'SF', waybillNo: '', itemIds: [] });

export function ShipModal({ order, open, onClose, onShipped }: { order: SellerOrderDetail; open: boolean; onClose: () => void; onShipped: () => void }) {
  const { t, lang } = useI18n();
  const [packages, setPackages] = useState<Pkg[]>([blank()]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const split = packages.length > 1;
  const set = (i: number, patch: Partial<Pkg>) => setPackages((ps) => ps.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  const [checked, setChecked] = useState(false);
  const waybillError = (p: Pkg) => (checked ? waybillRule(p.waybillNo) : null);

  async function ship() {
    // the waybill numbers first, by the API's own rule: the message names the waybill (not the carrier, which is chosen)
    const bad = packages.map((p) => waybillRule(p.waybillNo)).find((k) => k !== null);
    setChecked(true);
    if (bad) {
      setError(messages[bad][lang]);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sellerApi.ship(order.orderNumber, { packages: packages.map((p) => ({ ...p, waybillNo: p.waybillNo.trim(), itemIds: split ? p.itemIds : [] })) });
      onShipped();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('seller.ship.title')} onCancel={onClose} onOk={() => void ship()} confirmLoading={busy} okText={t('seller.ship.submit')} cancelText={t('app.cancel')} width={640}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" title={error} showIcon />}
        {packages.map((p, i) => (
          <Card key={i} size="small" title={t('seller.ship.package', { n: i + 1 })}
            extra={split && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('seller.ship.remove')} onClick={() => setPackages((ps) => ps.filter((_, j) => j !== i))} />}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Select aria-label={t('seller.ship.company')} value={p.companyCode} onChange={(v) => set(i, { companyCode: v })} style={{ width: 180 }}
                  options={LOGISTICS_COMPANIES.map((c) => ({ value: c.code, label: lang === 'en' ? c.nameEn : c.nameZh }))} />
                <Input aria-label={t('seller.ship.waybill')} placeholder={t('seller.ship.waybill')} value={p.waybillNo} onChange={(e) => set(i, { waybillNo: e.target.value })} style={{ width: 240 }}
                  status={waybillError(p) ? 'error' : undefined} aria-invalid={waybillError(p) ? true : undefined} />
              </Space>
              {split && (
                <Checkbox.Group value={p.itemIds} onChange={(v) => set(i, { itemIds: v as number[] })}
                  options={order.items.map((it) => ({ value: it.itemId, label: `${it.prodName} ${it.skuName} ×${it.count}` }))} />
              )}
            </Space>
          </Card>
        ))}
        {order.items.length > 1 && (
          <Button icon={<PlusOutlined />} onClick={() => setPackages((ps) => [...ps, blank()])}>{t('seller.ship.addPackage')}</Button>
        )}
        <Alert type="info" title={t(split ? 'seller.ship.splitHint' : 'seller.ship.wholeHint')} />
      </Space>
    </Modal>
  );
}

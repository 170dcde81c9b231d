// Flash-sale setup (platform console: sessions and items of any shop; seller centre: items of the shop's own SKUs
// in the platform's sessions): the sessions with their items, a new-session dialog (operators) and an add-item
// dialog (rules checked by the API, its refusal shown).
import { Button, Form, Input, InputNumber, Select, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { fenToYuan, type AddFlashSaleItemBody, type AdminFlashSaleSession, type CreateFlashSaleSessionBody } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import type { ConsoleArea } from '../../app/registry';
import { SkuPicker } from '../../components/SkuPicker';
import { isoOf, shown, toFen } from '../form-values';

interface SessionValues { nameZh: string; nameEn?: string; startAt: string; endAt: string }
interface ItemValues { sessionId: number; skuId: number; price: number; stock: number; perUserLimit: number }

export const sessionBodyOf = (v: SessionValues): CreateFlashSaleSessionBody => ({ nameZh: v.nameZh, nameEn: v.nameEn ?? '', startAt: isoOf(v.startAt) ?? '', endAt: isoOf(v.endAt) ?? '' });
export const itemBodyOf = (v: ItemValues): AddFlashSaleItemBody => ({ sessionId: v.sessionId, skuId: v.skuId, seckillPrice: toFen(v.price), stock: v.stock, perUserLimit: v.perUserLimit });

export function FlashSalePage({ area }: { area: ConsoleArea }) {
  const { t, lang } = useI18n();
  const [dialog, setDialog] = useState<'session' | 'item' | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [sessions, setSessions] = useState<AdminFlashSaleSession[]>([]);
  const load = useCallback(async (current: number, size: number) => {
    const all = await api<AdminFlashSaleSession[]>('/p/admin/seckill/sessions');
    setSessions(all);
    return { list: all.slice((current - 1) * size, current * size), total: all.length };
  }, []);

  const columns: TableColumnsType<AdminFlashSaleSession> = [
    { title: t('flashSale.name'), dataIndex: 'name' },
    { title: t('flashSale.time'), key: 'time', render: (_, s) => `${shown(s.startAt, lang)} – ${shown(s.endAt, lang)}` },
    { title: t('flashSale.state'), dataIndex: 'state', render: (st: number) => <Tag color={st === 1 ? 'red' : st === 0 ? 'blue' : undefined}>{t(`flashSale.states.${st}`)}</Tag> },
    {
      title: t('flashSale.items'), key: 'items', render: (_, s) => s.items.length === 0 ? t('flashSale.noItems') : (
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {s.items.map((i) => (
            <li key={i.seckillId}>{t('flashSale.itemLine', { id: i.seckillId, name: `${i.prodName} ${i.skuName}`.trim(), price: fenToYuan(i.seckillPrice), ori: fenToYuan(i.oriPrice), stock: i.stock, total: i.totalStock, limit: i.perUserLimit })}</li>
          ))}
        </ul>
      ),
    },
  ];

  async function createSession(v: SessionValues) {
    await api('/p/admin/seckill/sessions', { method: 'POST', body: sessionBodyOf(v) });
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }
  async function addItem(v: ItemValues) {
    await api('/p/admin/seckill/items', { method: 'POST', body: itemBodyOf(v) });
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }
  const required = [{ required: true, message: t('flashSale.required') }];
  const open = sessions.filter((s) => s.state !== 2);

  return (
    <>
      <CrudTable<AdminFlashSaleSession> title={t('flashSale.title')} rowKey="sessionId" columns={columns} load={load} reloadKey={reloadKey}
        toolbar={(
          <>
            {area === 'platform' && <Button type="primary" onClick={() => setDialog('session')}>{t('flashSale.createSession')}</Button>}
            <Button style={{ marginLeft: 8 }} onClick={() => setDialog('item')} disabled={open.length === 0}>{t('flashSale.addItem')}</Button>
          </>
        )} />
      <FormModal<SessionValues> open={dialog === 'session'} title={t('flashSale.createSession')} onClose={() => setDialog(null)} onSubmit={createSession} width={560}>
        <Form.Item name="nameZh" label={t('flashSale.nameZh')} rules={required}><Input maxLength={30} /></Form.Item>
        <Form.Item name="nameEn" label={t('flashSale.nameEn')}><Input maxLength={90} /></Form.Item>
        <Form.Item name="startAt" label={t('flashSale.startAt')} rules={required}><Input type="datetime-local" /></Form.Item>
        <Form.Item name="endAt" label={t('flashSale.endAt')} rules={required}><Input type="datetime-local" /></Form.Item>
      </FormModal>
      <FormModal<ItemValues> open={dialog === 'item'} title={t('flashSale.addItem')} onClose={() => setDialog(null)} onSubmit={addItem} width={720} initialValues={{ stock: 10, perUserLimit: 1 }}>
        <Form.Item name="sessionId" label={t('flashSale.session')} rules={required}>
          <Select options={open.map((s) => ({ value: s.sessionId, label: `${s.name} (${shown(s.startAt, lang)})` }))} />
        </Form.Item>
        <Form.Item name="skuId" label={t('flashSale.skuId')} rules={required}><SkuPicker showShop={area === 'platform'} /></Form.Item>
        <Form.Item name="price" label={t('flashSale.price')} rules={required}><InputNumber min={0.01} step={0.01} addonBefore="¥" style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="stock" label={t('flashSale.stock')} rules={required}><InputNumber min={1} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="perUserLimit" label={t('flashSale.limit')} rules={required}><InputNumber min={1} style={{ width: '100%' }} /></Form.Item>
      </FormModal>
    </>
  );
}

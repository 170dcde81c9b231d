// /console/platform/credit (issue 17, decision 028): the operator's credit lines — grant one to a user whose company
// authentication passed (limit in yuan, billing day 1-28, repayment days), change a limit (never below what is used:
// the API's refusal stays in the dialog) and freeze or unfreeze a line. Lists every line with what it owes. A second
// tab holds the statement invoices the platform issues or refuses (StatementInvoices.tsx).
import { Button, Form, InputNumber, Select, Space, Tabs, Tag, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { CREDIT_LIMITS, COMPANY_AUTH_STATUS, creditGrantRule, fenToYuan, translate, type AdminCreditView, type CompanyAuthView, type Paged } from '@mall/shared';
import { api } from '../../app/api';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import { StatementInvoices } from './StatementInvoices';

const BASE = '/p/admin/credit';
type GrantValues = { userId: number; limitYuan: number; billingDay: number; repayDays: number };
const fen = (yuan: number) => Math.round(yuan * 100);

export function CreditPage() {
  const { t } = useI18n();
  const [tab, setTab] = useState<'lines' | 'invoices'>('lines');
  return (
    <>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'lines' | 'invoices')} items={[{ key: 'lines', label: t('credit.tabs.lines') }, { key: 'invoices', label: t('credit.tabs.invoices') }]} />
      {tab === 'lines' ? <CreditLines /> : <StatementInvoices />}
    </>
  );
}

function CreditLines() {
  const { t, lang } = useI18n();
  const [reloadKey, setReloadKey] = useState(0);
  const [granting, setGranting] = useState(false);
  const [editing, setEditing] = useState<AdminCreditView | null>(null);
  const [companies, setCompanies] = useState<CompanyAuthView[]>([]);
  const reload = () => setReloadKey((k) => k + 1);

  useEffect(() => {
    if (!granting) return;
    api<Paged<CompanyAuthView>>('/p/admin/companyAuth', { query: { status: COMPANY_AUTH_STATUS.passed, size: 100 } }).then((p) => setCompanies(p.records), () => setCompanies([]));
  }, [granting]);

  const load = useCallback(async (page: number, size: number) => {
    const p = await api<Paged<AdminCreditView>>(BASE, { query: { current: page, size } });
    return { list: p.records, total: p.total };
  }, []);

  const ruleOf = (field: keyof GrantValues) => ({
    validator: (_: unknown, v: unknown) => {
      if (typeof v !== 'number') return Promise.reject(new Error(t('credit.required')));
      const probe = { limitFen: 100, billingDay: 1, repayDays: 1, ...(field === 'limitYuan' ? { limitFen: fen(v) } : { [field]: v }) };
      const key = creditGrantRule(probe);
      return key ? Promise.reject(new Error(translate(key, lang))) : Promise.resolve();
    },
  });

  async function grant(v: GrantValues) {
    await api(BASE, { method: 'POST', body: { userId: v.userId, limitFen: fen(v.limitYuan), billingDay: v.billingDay, repayDays: v.repayDays } });
    void message.success(t('app.saved'));
    reload();
  }
  async function changeLimit(v: { limitYuan: number }) {
    await api(`${BASE}/${editing!.id}`, { method: 'PUT', body: { limitFen: fen(v.limitYuan) } });
    void message.success(t('app.saved'));
    reload();
  }
  async function freeze(row: AdminCreditView, frozen: boolean) {
    try {
      await api(`${BASE}/${row.id}`, { method: 'PUT', body: { frozen } });
      void message.success(t('app.saved'));
      reload();
    } catch (e) {
      void message.error((e as Error).message);
    }
  }

  return (
    <>
      <CrudTable<AdminCreditView>
        title={t('credit.title')}
        rowKey="id"
        load={load}
        reloadKey={reloadKey}
        toolbar={<Button type="primary" onClick={() => setGranting(true)}>{t('credit.grant')}</Button>}
        columns={[
          { title: t('credit.company'), dataIndex: 'companyName', render: (v: string, r) => <>{v}<div style={{ color: '#666', fontSize: 12 }}>{t('credit.user', { id: r.userId })}</div></> },
          { title: t('credit.limit'), dataIndex: 'limitFen', render: (v: number) => `¥${fenToYuan(v)}` },
          { title: t('credit.used'), dataIndex: 'used', render: (v: number) => `¥${fenToYuan(v)}` },
          { title: t('credit.available'), dataIndex: 'available', render: (v: number) => `¥${fenToYuan(v)}` },
          { title: t('credit.unpaid'), dataIndex: 'unpaid', render: (v: number) => `¥${fenToYuan(v)}` },
          { title: t('credit.billing'), dataIndex: 'billingDay', render: (v: number, r) => t('credit.billingText', { day: v, days: r.repayDays }) },
          { title: t('credit.state'), dataIndex: 'state', render: (v: AdminCreditView['state']) => <Tag color={v === 'active' ? 'green' : 'red'}>{t(`credit.states.${v}`)}</Tag> },
          {
            title: t('app.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                <Button size="small" onClick={() => setEditing(r)}>{t('credit.changeLimit')}</Button>
                <Button size="small" danger={!r.frozen} onClick={() => void freeze(r, !r.frozen)}>{r.frozen ? t('credit.unfreeze') : t('credit.freeze')}</Button>
              </Space>
            ),
          },
        ]}
      />
      <FormModal<GrantValues> open={granting} title={t('credit.grant')} initialValues={{ billingDay: 1, repayDays: 20 }} onSubmit={grant} onClose={() => setGranting(false)}>
        <Form.Item name="userId" label={t('credit.company')} rules={[{ required: true, message: t('credit.required') }]}>
          <Select showSearch optionFilterProp="label" options={companies.map((c) => ({ value: c.userId, label: `${c.companyName} (${t('credit.user', { id: c.userId })})` }))} />
        </Form.Item>
        <Form.Item name="limitYuan" label={t('credit.limitYuan')} rules={[ruleOf('limitYuan')]}>
          <InputNumber style={{ width: 200 }} min={0} max={CREDIT_LIMITS.maxLimitFen / 100} precision={2} />
        </Form.Item>
        <Form.Item name="billingDay" label={t('credit.billingDay')} rules={[ruleOf('billingDay')]}>
          <InputNumber style={{ width: 200 }} precision={0} />
        </Form.Item>
        <Form.Item name="repayDays" label={t('credit.repayDays')} rules={[ruleOf('repayDays')]}>
          <InputNumber style={{ width: 200 }} precision={0} />
        </Form.Item>
      </FormModal>
      <FormModal<{ limitYuan: number }> open={!!editing} title={t('credit.changeLimit')} initialValues={editing ? { limitYuan: editing.limitFen / 100 } : undefined} onSubmit={changeLimit} onClose={() => setEditing(null)}>
        <p style={{ color: '#666' }}>{editing && t('credit.usedNote', { used: fenToYuan(editing.used) })}</p>
        <Form.Item name="limitYuan" label={t('credit.limitYuan')} rules={[ruleOf('limitYuan')]}>
          <InputNumber style={{ width: 200 }} min={0} max={CREDIT_LIMITS.maxLimitFen / 100} precision={2} />
        </Form.Item>
      </FormModal>
    </>
  );
}

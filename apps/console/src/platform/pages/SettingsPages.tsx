// Switches (service and payment) and terms texts; the users list. (Zones: ../zones/ZonesPage.tsx.)
import { Button, Card, Form, Input, Space, Switch, Tabs, Tag, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { AdminUser } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { useI18n } from '../../app/i18n';
import { adminApi } from '../api';
import { BilingualField } from '../components/fields';
import { dateTime } from '../components/format';

type Switches = { service: { serviceTermsSwitch: boolean; privacyPolicySwitch: boolean }; pay: { balancePaySwitch: boolean; wxPaySwitch: boolean; aliPaySwitch: boolean } };

export function SwitchesPage() {
  const { t } = useI18n();
  const [value, setValue] = useState<Switches | null>(null);
  useEffect(() => {
    adminApi.get<Switches>('/p/admin/switches').then(setValue, (e: Error) => message.error(e.message));
  }, []);
  async function set<K extends keyof Switches>(group: K, patch: Partial<Switches[K]>) {
    if (!value) return;
    const next = { ...value[group], ...patch };
    try {
      const saved = await adminApi.put<Switches[K]>(`/p/admin/switches/${group}`, next);
      setValue({ ...value, [group]: saved });
      message.success(t('app.saved'));
    } catch (e) {
      message.error((e as Error).message);
    }
  }
  const row = <K extends keyof Switches>(group: K, key: keyof Switches[K] & string) => (
    <Form.Item key={key} label={t(`platform.switches.${key}`)}>
      <Switch checked={!!value?.[group][key]} disabled={!value} onChange={(on) => void set(group, { [key]: on } as Partial<Switches[K]>)} />
    </Form.Item>
  );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('platform.switches.service')}>
        <Form layout="horizontal" labelCol={{ span: 8 }} style={{ maxWidth: 520 }}>{row('service', 'serviceTermsSwitch')}{row('service', 'privacyPolicySwitch')}</Form>
      </Card>
      <Card title={t('platform.switches.pay')}>
        <Form layout="horizontal" labelCol={{ span: 8 }} style={{ maxWidth: 520 }}>{row('pay', 'balancePaySwitch')}{row('pay', 'wxPaySwitch')}{row('pay', 'aliPaySwitch')}</Form>
      </Card>
    </Space>
  );
}

type Terms = { sts: number; titleZh: string; titleEn: string; contentZh: string; contentEn: string; updatedAt: string | null };

function TermsForm({ terms, onSaved }: { terms: Terms; onSaved: (t: Terms) => void }) {
  const { t } = useI18n();
  const [form] = Form.useForm<Terms>();
  const [busy, setBusy] = useState(false);
  async function save() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      onSaved(await adminApi.put<Terms>(`/p/admin/terms/${terms.sts}`, { titleZh: v.titleZh, titleEn: v.titleEn, contentZh: v.contentZh, contentEn: v.contentEn }));
      message.success(t('app.saved'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form form={form} layout="vertical" initialValues={terms}>
      <BilingualField base="title" label={t('platform.common.title')} max={200} />
      <BilingualField base="content" label={t('platform.common.content')} rich />
      <Space>
        <Button type="primary" loading={busy} onClick={() => void save()}>{t('app.save')}</Button>
        <a href={`/termsPage?sts=${terms.sts}`} target="_blank" rel="noreferrer">{t('platform.terms.view')}</a>
        {terms.updatedAt && <span style={{ color: '#999' }}>{t('platform.terms.updated', { time: dateTime(terms.updatedAt) })}</span>}
      </Space>
    </Form>
  );
}

export function TermsPage() {
  const { t } = useI18n();
  const [terms, setTerms] = useState<Terms[] | null>(null);
  useEffect(() => {
    adminApi.get<Terms[]>('/p/admin/terms').then(setTerms, (e: Error) => message.error(e.message));
  }, []);
  return (
    <Card title={t('platform.menu.terms')} loading={!terms}>
      {terms && (
        <Tabs items={terms.map((x) => ({
          key: String(x.sts), label: t(`platform.terms.sts${x.sts}`),
          children: <TermsForm terms={x} onSaved={(saved) => setTerms(terms.map((o) => (o.sts === saved.sts ? saved : o)))} />,
        }))} />
      )}
    </Card>
  );
}

type User = AdminUser;

/** A user's role as the operator knows it: operator, the seller or customer service of a shop, else buyer. */
const roleOf = (u: User): 'admin' | 'owner' | 'service' | 'buyer' => (u.role === 'admin' ? 'admin' : u.shop?.as ?? 'buyer');
const ROLE_COLOR = { admin: 'red', owner: 'blue', service: 'cyan', buyer: undefined } as const;

export function UsersPage() {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const load = useCallback((current: number, size: number) => adminApi.list<User>('/p/admin/users', { current, size, keyword }), [keyword]);
  return (
    <CrudTable<User>
      title={t('platform.menu.users')}
      rowKey="userId"
      load={load}
      filters={<Input.Search placeholder={t('platform.users.search')} allowClear style={{ width: 300 }} onSearch={(v) => setKeyword(v.trim())} />}
      columns={[
        { title: 'ID', dataIndex: 'userId', width: 80 },
        { title: t('platform.users.username'), dataIndex: 'username' },
        { title: t('platform.users.nickname'), dataIndex: 'nickname' },
        { title: t('platform.users.mobile'), dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
        { title: t('platform.users.role'), key: 'role', render: (_: unknown, u: User) => <Tag color={ROLE_COLOR[roleOf(u)]}>{t(`platform.users.${roleOf(u)}`)}</Tag> },
        { title: t('platform.users.shop'), key: 'shop', render: (_: unknown, u: User) => (u.shop ? `${u.shop.shopName} (#${u.shop.shopId})` : '—') },
        { title: t('platform.users.locked'), dataIndex: 'locked', render: (v: boolean) => (v ? <Tag color="orange">{t('platform.common.yes')}</Tag> : t('platform.common.no')) },
        { title: t('platform.users.created'), dataIndex: 'createdAt', render: (v: string) => dateTime(v) },
      ]}
    />
  );
}

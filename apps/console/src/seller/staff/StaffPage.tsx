// The shop's customer-service staff (issue 15, decision 027): the owner adds registered users of the mall by user
// name or mobile (at most 20), sees who is online at the desk, disables / enables and removes them. A staff member
// signs in to the console with his own account and sees only the service desk (no store password).
import { Alert, Badge, Button, Card, Form, Input, Popconfirm, Space, Switch, Table, Tag, Typography, message } from 'antd';
import { useState } from 'react';
import type { StoreStaffMember } from '@mall/shared';
import { formatTime } from '../../app/format';
import { useList } from '../../app/components/use-list';
import { useI18n } from '../../app/i18n';
import { staffApi } from './api';

export function StaffPage() {
  const { t, lang } = useI18n();
  const { data, error, setError, reload, act } = useList(staffApi.list);
  const rows = data?.records ?? null;
  const max = data?.max ?? 20;
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ userName: string }>();

  const add = async ({ userName }: { userName: string }) => {
    setBusy(true);
    setError(null);
    try {
      await staffApi.add(userName.trim());
      form.resetFields();
      void message.success(t('staff.added'));
      await reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const count = rows?.length ?? 0;

  return (
    <Card title={t('staff.title')} extra={<Typography.Text type="secondary">{t('staff.count', { count, max })}</Typography.Text>}>
      <Typography.Paragraph type="secondary">{t('staff.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="staff-error" />}
      <Form form={form} layout="inline" onFinish={(v) => void add(v)} style={{ marginBottom: 16 }} requiredMark={false}>
        <Form.Item name="userName" label={t('staff.userName')} rules={[{ required: true, whitespace: true, message: t('staff.userNameRequired') }]}>
          <Input style={{ width: 240 }} maxLength={40} placeholder={t('staff.userNameHint')} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} disabled={count >= max}>{t('staff.add')}</Button>
      </Form>
      <Table<StoreStaffMember>
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        locale={{ emptyText: t('staff.empty') }}
        columns={[
          { title: t('staff.user'), key: 'user', render: (_, r) => <Space orientation="vertical" size={0}><strong>{r.nickName || r.username}</strong><Typography.Text type="secondary">{r.username}{r.userMobile ? ` · ${r.userMobile}` : ''}</Typography.Text></Space> },
          { title: t('staff.role'), key: 'role', render: () => <Tag color="blue">{t('staff.roleService')}</Tag> },
          { title: t('staff.desk'), key: 'online', render: (_, r) => <Badge status={r.online ? 'success' : 'default'} text={r.online ? t('staff.online') : t('staff.offline')} /> },
          { title: t('staff.status'), key: 'status', render: (_, r) => <Switch checked={r.status === 1} aria-label={t('staff.enabled', { name: r.username })} onChange={(on) => void act(staffApi.setStatus(r.id, on ? 1 : 0))} checkedChildren={t('staff.active')} unCheckedChildren={t('staff.disabled')} /> },
          { title: t('staff.addedAt'), key: 'createdAt', render: (_, r) => formatTime(r.createdAt, lang) },
          { title: t('app.actions'), key: 'actions', render: (_, r) => (
            <Popconfirm title={t('staff.confirmRemove', { name: r.username })} onConfirm={() => act(staffApi.remove(r.id))} okText={t('staff.remove')} cancelText={t('app.cancel')}>
              <Button size="small" danger>{t('staff.remove')}</Button>
            </Popconfirm>
          ) },
        ]}
      />
    </Card>
  );
}

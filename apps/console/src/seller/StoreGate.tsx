// The seller centre asks for the store password once per tab (POST /p/seller/session); the store session token it
// answers goes with every seller call. A 403 seller.sessionRequired (expired) brings this screen back.
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { CenteredPage } from '../app/CenteredPage';
import { useI18n } from '../app/i18n';
import { LangSwitch } from '../app/LangSwitch';
import { useSession } from '../app/session';

export function StoreGate({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { user, hasStoreSession, enterStore, logout } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (hasStoreSession) return <>{children}</>;

  async function submit(values: { password: string }) {
    setBusy(true);
    setError(null);
    try {
      await enterStore(values.password);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredPage>
      <Card title={t('seller.gate.title')} extra={<LangSwitch />} style={{ width: 380 }}>
        <Typography.Paragraph type="secondary">{t('seller.gate.account', { name: user?.username ?? '' })}</Typography.Paragraph>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="password" label={t('seller.gate.password')} rules={[{ required: true, message: t('seller.gate.passwordRequired') }]}>
            <Input.Password autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>{t('seller.gate.submit')}</Button>
          <Button type="link" block onClick={() => void logout()}>{t('app.logout')}</Button>
        </Form>
      </Card>
    </CenteredPage>
  );
}

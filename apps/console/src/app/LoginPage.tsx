// The console's login: a normal account login (POST /session sets the HttpOnly token cookie).
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useI18n } from './i18n';
import { LangSwitch } from './LangSwitch';
import { useSession } from './session';
import { CenteredPage } from './CenteredPage';

export function LoginPage() {
  const { t } = useI18n();
  const { user, login } = useSession();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const back = params.get('redirect');
  if (user) return <Navigate to={back && back.startsWith('/') && !back.startsWith('//') ? back : '/'} replace />;

  async function submit(values: { userName: string; passWord: string }) {
    setBusy(true);
    setError(null);
    try {
      await login(values.userName.trim(), values.passWord);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <CenteredPage>
      <Card title={t('app.login.title')} extra={<LangSwitch />} style={{ width: 380 }}>
        {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} showIcon />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="userName" label={t('app.login.userName')} rules={[{ required: true, message: t('app.login.userNameRequired') }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="passWord" label={t('app.login.password')} rules={[{ required: true, message: t('app.login.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>{t('app.login.submit')}</Button>
        </Form>
      </Card>
    </CenteredPage>
  );
}

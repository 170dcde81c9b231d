// The console's login: a normal account login (POST /session sets the HttpOnly token cookie), under the mall's
// logo and name, saying which console it opens: the seller centre (shop owners; the store password follows) or the
// platform console (operators), from the page the visitor was sent from.
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useI18n } from './i18n';
import { LangSwitch } from './LangSwitch';
import { useSession } from './session';
import { CenteredPage } from './CenteredPage';
import { api } from './api';

type Brand = { pcLogoImg?: string; siteName?: string };
export type LoginArea = 'seller' | 'platform' | 'any';
export const loginArea = (redirect: string | null): LoginArea =>
  redirect?.startsWith('/seller') ? 'seller' : redirect?.startsWith('/platform') ? 'platform' : 'any';

export function LoginPage() {
  const { t } = useI18n();
  const { user, login } = useSession();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const back = params.get('redirect');
  const area = loginArea(back);
  const [brand, setBrand] = useState<Brand>({});
  useEffect(() => {
    let live = true;
    api<Brand>('/webConfig/getPcWebConfig').then((b) => live && setBrand(b), () => undefined);
    return () => {
      live = false;
    };
  }, []);
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
      <div style={{ width: 380 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        {brand.pcLogoImg && <img src={brand.pcLogoImg} alt={brand.siteName ?? ''} width={120} height={40} style={{ objectFit: 'contain' }} />}
        <Typography.Text type="secondary" style={{ fontSize: 16 }}>{t(`app.login.console.${area}`)}</Typography.Text>
      </div>
      <Card title={<h1 style={{ margin: 0, fontSize: 16 }}>{t(`app.login.title.${area}`, { site: brand.siteName ?? '' })}</h1>} extra={<LangSwitch />}>
        <Typography.Paragraph type="secondary">{t(`app.login.hint.${area}`)}</Typography.Paragraph>
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
      </div>
    </CenteredPage>
  );
}

// Shop info: the description in zh and en, logo, phone and address (name and status belong to the platform).
import { Alert, Button, Card, Descriptions, Form, Input, Spin, message } from 'antd';
import { useEffect, useState } from 'react';
import { ImageUploadField } from '../../app/components/ImageUploadField';
import { useI18n } from '../../app/i18n';
import { sellerApi, type ShopInfo } from '../api';

type Values = { introZh: string; introEn: string; logo: string[]; tel: string; address: string };

export function ShopPage() {
  const { t, lang } = useI18n();
  const [form] = Form.useForm<Values>();
  const [info, setInfo] = useState<ShopInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    sellerApi.shop().then((s) => {
      if (!live) return;
      setInfo(s);
      form.setFieldsValue({ introZh: s.introZh, introEn: s.introEn, logo: s.logo ? [s.logo] : [], tel: s.tel, address: s.address });
    }, (e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [form]);

  async function save(v: Values) {
    setBusy(true);
    setError(null);
    try {
      await sellerApi.updateShop({ introZh: v.introZh, introEn: v.introEn, logo: v.logo[0] ?? '', tel: v.tel, address: v.address });
      message.success(t('app.saved'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('seller.menu.shop')}>
      {!info && !error && <Spin />}
      {info && (
        <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('seller.shop.name')}>{lang === 'en' ? info.nameEn || info.nameZh : info.nameZh}</Descriptions.Item>
          <Descriptions.Item label={t('seller.shop.region')}>{info.region}</Descriptions.Item>
          <Descriptions.Item label={t('seller.shop.status')}>{t(`seller.shop.status${info.status}`)}</Descriptions.Item>
        </Descriptions>
      )}
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void save(v)} style={{ maxWidth: 720 }} disabled={!info}>
        <Form.Item name="introZh" label={t('seller.shop.introZh')} extra={t('seller.shop.introHint')}><Input.TextArea rows={3} maxLength={200} showCount /></Form.Item>
        <Form.Item name="introEn" label={t('seller.shop.introEn')}><Input.TextArea rows={3} maxLength={200} showCount /></Form.Item>
        <Form.Item name="logo" label={t('seller.shop.logo')}><ImageUploadField max={1} /></Form.Item>
        <Form.Item name="tel" label={t('seller.shop.tel')}><Input style={{ maxWidth: 280 }} /></Form.Item>
        <Form.Item name="address" label={t('seller.shop.address')}><Input maxLength={100} /></Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>{t('app.save')}</Button>
      </Form>
    </Card>
  );
}

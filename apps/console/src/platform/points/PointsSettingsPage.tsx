// Platform console: points settings (issue 14). The 7-day sign-in cycle (points of day 1..7 of a streak, 0..10000
// each) and the points rules of checkout (points worth a yuan, the most share of the goods) and of completed orders
// (one point per N yuan). Each card checks its values before the call (the shared rule of the checkout rules, the
// contract's bounds of the cycle) and shows the API's refusal.
import { Alert, Button, Card, Form, InputNumber, Space, Spin, message } from 'antd';
import { useEffect, useState } from 'react';
import { POINTS_LIMITS, pointsCheckoutRulesRule, translate, type PointsCheckoutRules } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { pointsApi } from './api';

const DAYS = Array.from({ length: POINTS_LIMITS.cycleDays }, (_, i) => i);
const whole = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= lo && v <= hi;

export function SignInRewardsCard() {
  const { t } = useI18n();
  const [form] = Form.useForm<{ rewards: (number | null)[] }>();
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    pointsApi.signInRewards().then(
      (r) => { if (live) { form.setFieldsValue({ rewards: r.rewards }); setLoaded(true); } },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [form]);

  async function save() {
    let v: { rewards: (number | null)[] };
    try {
      v = await form.validateFields();
    } catch {
      return; // the fields show their messages
    }
    setBusy(true);
    setError(null);
    try {
      await pointsApi.setSignInRewards({ rewards: v.rewards as number[] });
      void message.success(t('app.saved'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const rule = { validator: (_: unknown, v: unknown) => (whole(v, 0, POINTS_LIMITS.maxSignInReward) ? Promise.resolve() : Promise.reject(new Error(t('points.signIn.invalid', { max: POINTS_LIMITS.maxSignInReward })))) };
  return (
    <Card title={t('points.signIn.title')}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
      {!loaded && !error && <Spin />}
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} style={{ maxWidth: 420, display: loaded ? undefined : 'none' }} aria-label={t('points.signIn.title')}>
        <p style={{ color: '#888' }}>{t('points.signIn.hint')}</p>
        {DAYS.map((i) => (
          <Form.Item key={i} name={['rewards', i]} label={t('points.signIn.day', { day: i + 1 })} rules={[rule]}>
            <InputNumber style={{ width: 160 }} suffix={t('points.unit')} />
          </Form.Item>
        ))}
        <Button type="primary" loading={busy} onClick={() => void save()}>{t('points.signIn.save')}</Button>
      </Form>
    </Card>
  );
}

type RulesForm = { [K in keyof PointsCheckoutRules]: number | null };

export function CheckoutRulesCard() {
  const { t, lang } = useI18n();
  const [form] = Form.useForm<RulesForm>();
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    pointsApi.checkoutRules().then(
      (r) => { if (live) { form.setFieldsValue(r); setLoaded(true); } },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [form]);

  async function save() {
    const v = form.getFieldsValue();
    const body = { pointsPerYuan: v.pointsPerYuan ?? NaN, maxSharePercent: v.maxSharePercent ?? NaN, yuanPerPoint: v.yuanPerPoint ?? NaN, reviewPoints: v.reviewPoints ?? NaN };
    const refused = pointsCheckoutRulesRule(body);
    if (refused) {
      setError(translate(refused, lang));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await pointsApi.setCheckoutRules(body);
      void message.success(t('app.saved'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('points.rules.title')}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />}
      {!loaded && !error && <Spin />}
      <Form form={form} layout="vertical" style={{ maxWidth: 420, display: loaded ? undefined : 'none' }} aria-label={t('points.rules.title')}>
        <Form.Item name="pointsPerYuan" label={t('points.rules.pointsPerYuan')} extra={t('points.rules.pointsPerYuanHint')}>
          <InputNumber style={{ width: 200 }} suffix={t('points.unit')} />
        </Form.Item>
        <Form.Item name="maxSharePercent" label={t('points.rules.maxSharePercent')} extra={t('points.rules.maxSharePercentHint')}>
          <InputNumber style={{ width: 200 }} suffix="%" />
        </Form.Item>
        <Form.Item name="yuanPerPoint" label={t('points.rules.yuanPerPoint')} extra={t('points.rules.yuanPerPointHint')}>
          <InputNumber style={{ width: 200 }} suffix={t('points.rules.yuan')} />
        </Form.Item>
        <Form.Item name="reviewPoints" label={t('points.rules.reviewPoints')} extra={t('points.rules.reviewPointsHint')}>
          <InputNumber style={{ width: 200 }} suffix={t('points.unit')} />
        </Form.Item>
        <Button type="primary" loading={busy} onClick={() => void save()}>{t('points.rules.save')}</Button>
      </Form>
    </Card>
  );
}

export function PointsSettingsPage() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <SignInRewardsCard />
      <CheckoutRulesCard />
    </Space>
  );
}

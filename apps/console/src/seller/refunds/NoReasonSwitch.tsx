// The shop's 7-day no-reason returns (SPEC §9): on by default for physical goods; a shop may opt out. Shown above the
// shop's requests; a change is saved at once and a failure puts the switch back with the API's message.
import { Space, Switch, Tooltip, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { useI18n } from '../../app/i18n';
import { sellerRefundsApi } from './api';

export function NoReasonSwitch() {
  const { t } = useI18n();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    sellerRefundsApi.settings().then((s) => live && setOn(s.noReasonReturns), () => live && setOn(null));
    return () => {
      live = false;
    };
  }, []);

  async function change(next: boolean) {
    setBusy(true);
    try {
      await sellerRefundsApi.saveSettings({ noReasonReturns: next });
      setOn(next);
      void message.success(t(next ? 'refunds.noReasonOn' : 'refunds.noReasonOff'));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (on === null) return null;
  return (
    <Tooltip title={t('refunds.noReasonHelp')}>
      <Space size={6}>
        <Switch size="small" checked={on} loading={busy} onChange={(v) => void change(v)} aria-label={t('refunds.noReason')} />
        <Typography.Text>{t('refunds.noReason')}</Typography.Text>
      </Space>
    </Tooltip>
  );
}

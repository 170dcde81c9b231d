// A dialog's send (the invoice issue and refusal, the inquiry answer, ...): the shared rule's refusal is shown in
// the dialog before any call, then the call runs with the OK button busy; its failure is shown the same way, success
// closes the dialog through `done`. `errorAlert` is the dialog's message line.
import { Alert } from 'antd';
import { useState } from 'react';
import { translate, type MessageKey } from '@mall/shared';
import { useI18n } from '../i18n';

export function useDialogSend() {
  const { lang } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(refused: MessageKey | null, call: () => Promise<unknown>, done: () => void): Promise<void> {
    if (refused) return setError(translate(refused, lang));
    setBusy(true);
    try {
      await call();
      done();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const errorAlert = error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} />;
  return { send, busy, setError, errorAlert };
}

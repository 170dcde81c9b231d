// A create/edit dialog around an antd form: fields as children, onSubmit gets the values; a failure stays open
// and shows the API's message.
import { Alert, Form, Modal } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n';

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  initialValues?: Partial<V>;
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}

export function FormModal<V extends object>({ open, title, initialValues, onSubmit, onClose, children, width }: FormModalProps<V>) {
  const { t } = useI18n();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as never);
  }, [open, initialValues, form]);

  function close() {
    setError(null);
    onClose();
  }

  async function ok() {
    // a field that fails its rules shows its message under it; nothing is sent (and no rejection is left unhandled)
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await onSubmit(values);
      close();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={title} onOk={() => void ok()} onCancel={close} confirmLoading={busy} okText={t('app.save')} cancelText={t('app.cancel')} width={width} forceRender destroyOnHidden>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} data-testid="form-error" />}
      <Form form={form} layout="vertical">{children}</Form>
    </Modal>
  );
}

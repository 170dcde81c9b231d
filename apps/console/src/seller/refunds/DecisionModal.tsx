// A dialog around an antd form for the refund decisions: fields as children, onSubmit gets the values; a failure
// stays open and shows the API's message. Like app/components/FormModal, except that a form whose rules refuse
// ends quietly (FormModal's validateFields() rejection goes unhandled: reported to the lead, not fixed here).
import { Alert, Form, Modal } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n';

export function DecisionModal<V extends object>({
  open,
  title,
  okText,
  initialValues,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  okText: string;
  initialValues?: Partial<V>;
  onSubmit(values: V): Promise<void>;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as never);
  }, [open, initialValues, form]);

  async function ok() {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show their messages
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('app.cancel')}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      forceRender
      destroyOnHidden
    >
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 12 }} role="alert" />}
      <Form form={form} layout="vertical">
        {children}
      </Form>
    </Modal>
  );
}

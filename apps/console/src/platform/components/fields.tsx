// Form fields the platform pages repeat: a zh + en pair, order, shown/hidden, an image path with upload, rich text.
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { ImageUploadField } from '../../app/components/ImageUploadField';
import { RichTextField } from '../../components/RichTextField';
import { useI18n } from '../../app/i18n';

/** `<base>Zh` and `<base>En` side by side, both required. */
export function BilingualField({ base, label, max = 100, rich = false }: { base: string; label: string; max?: number; rich?: boolean }) {
  const { t } = useI18n();
  const rules = [{ required: true, whitespace: true, message: t('platform.common.required') }];
  const input = rich ? <RichTextField /> : <Input maxLength={max} />;
  // a rich-text editor needs the dialog's width: the two languages one under the other
  const half = rich ? 24 : 12;
  const extra = rich ? t('platform.common.htmlHint') : undefined;
  return (
    <Row gutter={12}>
      <Col xs={24} md={half}><Form.Item name={`${base}Zh`} label={t('platform.common.inZh', { label })} rules={rules} extra={extra}>{input}</Form.Item></Col>
      <Col xs={24} md={half}><Form.Item name={`${base}En`} label={t('platform.common.inEn', { label })} rules={rules}>{input}</Form.Item></Col>
    </Row>
  );
}

export function SeqField() {
  const { t } = useI18n();
  return <Form.Item name="seq" label={t('platform.common.seq')} tooltip={t('platform.common.seqHint')}><InputNumber style={{ width: 160 }} /></Form.Item>;
}

/** A 0/1 status as a switch; `on` is the value that means shown/published. */
export function StatusField({ name = 'status', label, on = 1 }: { name?: string; label: string; on?: number }) {
  return (
    <Form.Item name={name} label={label} getValueProps={(v: number) => ({ checked: v === on })} normalize={(checked: boolean) => (checked ? on : 1 - on)}>
      <Switch />
    </Form.Item>
  );
}

/** One image path (string) edited with the upload field (which works on lists). */
export function SingleImageField({ name, label, required = false }: { name: string; label: string; required?: boolean }) {
  const { t } = useI18n();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={required ? [{ required: true, message: t('platform.common.imageRequired') }] : []}
      getValueProps={(v: string | null | undefined) => ({ value: v ? [v] : [] })}
      normalize={(list: string[]) => list[list.length - 1] ?? ''}
    >
      <ImageUploadField max={1} />
    </Form.Item>
  );
}

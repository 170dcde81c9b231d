// Pieces of the picture parts' editors (image-ad, hot-area): a picture per language uploaded with the console's upload
// control, and the picture's size taken from the uploaded file (the storefront reserves its space with it).
import { Col, Form, InputNumber, Row } from 'antd';
import { useEffect, useRef } from 'react';
import { ImageUploadField } from '../../app/components/ImageUploadField';
import { useI18n } from '../../app/i18n';

type Path = (string | number)[];

/** One picture path (string) edited with the upload control (which works on lists). */
export function PictureField({ name, label, required = false, extra }: { name: Path; label: string; required?: boolean; extra?: string }) {
  const { t } = useI18n();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={required ? [{ required: true, message: t('platform.common.imageRequired') }] : []}
      getValueProps={(v: string | null | undefined) => ({ value: v ? [v] : [] })}
      normalize={(list: string[]) => list[list.length - 1] ?? ''}
    >
      <ImageUploadField max={1} />
    </Form.Item>
  );
}

/** The Chinese and English pictures of a part, and its size (filled in from a newly uploaded Chinese picture). */
export function PicturePair({ path, abs }: { path: Path; abs: Path }) {
  const { t } = useI18n();
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={12}><PictureField name={[...path, 'picZh']} label={t('platform.zones.picZh')} required /></Col>
        <Col xs={24} md={12}><PictureField name={[...path, 'picEn']} label={t('platform.zones.picEn')} extra={t('platform.zones.picEnHint')} /></Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12} md={6}><Form.Item name={[...path, 'width']} label={t('platform.zones.width')}><InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
        <Col xs={12} md={6}><Form.Item name={[...path, 'height']} label={t('platform.zones.height')}><InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} /></Form.Item></Col>
      </Row>
      <SizeFromPicture abs={abs} />
    </>
  );
}

/** When the Chinese picture changes (an upload), its natural size goes into width and height. */
function SizeFromPicture({ abs }: { abs: Path }) {
  const form = Form.useFormInstance();
  const pic = Form.useWatch([...abs, 'picZh'], form) as string | undefined;
  const first = useRef(pic);
  useEffect(() => {
    if (!pic || pic === first.current) return;
    first.current = pic;
    const img = new Image();
    img.onload = () => {
      if (!img.naturalWidth || !img.naturalHeight) return;
      form.setFieldValue([...abs, 'width'], img.naturalWidth);
      form.setFieldValue([...abs, 'height'], img.naturalHeight);
    };
    img.src = pic;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- abs is a new array each render; the picture decides
  }, [pic, form]);
  return null;
}

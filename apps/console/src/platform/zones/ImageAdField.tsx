// The pictures of an image-ad part (one = a single picture, more = a carousel): each with a picture per language,
// a link (site page, product or typed), its alt text in zh and en and its size.
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useI18n } from '../../app/i18n';
import { LinkInput } from './LinkInput';
import { PicturePair } from './PictureFields';
import { newAdImage } from './zone-parts';

type Path = (string | number)[];
export const LINK_PATTERN = /^(\/(?!\/)|https?:\/\/\S+$)/i;
const MAX_IMAGES = 10;

export function ImageAdField({ path, abs }: { path: Path; abs: Path }) {
  const { t } = useI18n();
  return (
    <Form.List
      name={[...path, 'images']}
      rules={[{ validator: async (_, images: unknown[] | undefined) => { if (!images?.length) throw new Error(t('platform.zones.imagesRequired')); } }]}
    >
      {(images, { add, remove, move }, { errors }) => (
        <>
          {images.map((img, i) => (
            <Card
              key={img.key}
              size="small"
              type="inner"
              title={t('platform.zones.image', { n: i + 1 })}
              style={{ marginBottom: 12 }}
              extra={
                <Space size={0}>
                  <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('platform.zones.imageUp', { n: i + 1 })} />
                  <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === images.length - 1} onClick={() => move(i, i + 1)} aria-label={t('platform.zones.imageDown', { n: i + 1 })} />
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={images.length <= 1} onClick={() => remove(img.name)} aria-label={t('platform.zones.removeImage', { n: i + 1 })} />
                </Space>
              }
            >
              <PicturePair path={[img.name]} abs={[...abs, 'images', img.name]} />
              <Form.Item name={[img.name, 'link']} label={t('platform.zones.link')} rules={[{ pattern: LINK_PATTERN, message: t('platform.zones.linkInvalid') }]}>
                <LinkInput />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} md={12}><Form.Item name={[img.name, 'altZh']} label={t('platform.common.inZh', { label: t('platform.zones.alt') })}><Input maxLength={100} /></Form.Item></Col>
                <Col xs={24} md={12}><Form.Item name={[img.name, 'altEn']} label={t('platform.common.inEn', { label: t('platform.zones.alt') })}><Input maxLength={100} /></Form.Item></Col>
              </Row>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button icon={<PlusOutlined />} disabled={images.length >= MAX_IMAGES} onClick={() => add(newAdImage())}>{t('platform.zones.addImage')}</Button>
        </>
      )}
    </Form.List>
  );
}

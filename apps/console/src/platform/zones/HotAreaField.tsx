// A hot-area part: a picture per language, the rectangles drawn on the Chinese picture (HotAreaCanvas), and each
// rectangle's link, labels (zh/en, read by screen readers and shown on hover) and position in percent.
import { Button, Card, Col, Empty, Form, Input, InputNumber, Row } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useI18n } from '../../app/i18n';
import { HotAreaCanvas } from './HotAreaCanvas';
import { LINK_PATTERN } from './ImageAdField';
import { LinkInput } from './LinkInput';
import { PicturePair } from './PictureFields';
import type { HotArea } from './zone-parts';

type Path = (string | number)[];

export function HotAreaField({ path, abs }: { path: Path; abs: Path }) {
  const { t } = useI18n();
  const [selected, setSelected] = useState<number | null>(null);
  const num = (key: 'x' | 'y' | 'w' | 'h', name: number) => (
    <Col xs={12} md={6} key={key}>
      <Form.Item
        name={[name, key]}
        label={t(`platform.zones.area_${key}`)}
        dependencies={key === 'w' || key === 'h' ? [[...abs, 'areas', name, key === 'w' ? 'x' : 'y']] : undefined}
        rules={[
          { required: true, message: t('platform.common.required') },
          ({ getFieldValue }) => ({
            validator: async (_, v: number) => {
              if (key !== 'w' && key !== 'h') return;
              const from = getFieldValue([...abs, 'areas', name, key === 'w' ? 'x' : 'y']) as number;
              if (v < 1 || from + v > 100.05) throw new Error(t('platform.zones.areaOutside'));
            },
          }),
        ]}
      >
        <InputNumber min={0} max={100} step={0.1} precision={1} addonAfter="%" style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <PicturePair path={path} abs={abs} />
      <Form.Item label={t('platform.zones.hotAreas')} required>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue, setFieldValue }) => (
            <HotAreaCanvas
              pic={(getFieldValue([...abs, 'picZh']) as string) ?? ''}
              width={(getFieldValue([...abs, 'width']) as number) ?? 1200}
              height={(getFieldValue([...abs, 'height']) as number) ?? 400}
              areas={(getFieldValue([...abs, 'areas']) as HotArea[] | undefined) ?? []}
              selected={selected}
              onSelect={setSelected}
              onChange={(areas) => setFieldValue([...abs, 'areas'], areas)}
            />
          )}
        </Form.Item>
      </Form.Item>
      <Form.List name={[...path, 'areas']}>
        {(areas, { remove }) => (
          <>
            {areas.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('platform.zones.noAreas')} />}
            {areas.map((area, i) => (
              <Card
                key={area.key}
                size="small"
                type="inner"
                title={t('platform.zones.area', { n: i + 1 })}
                onClick={() => setSelected(i)}
                style={{ marginBottom: 12, borderColor: selected === i ? '#1677ff' : undefined }}
                extra={<Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={(e) => { e.stopPropagation(); remove(area.name); setSelected(null); }} aria-label={t('platform.zones.removeArea', { n: i + 1 })} />}
              >
                <Form.Item name={[area.name, 'link']} label={t('platform.zones.link')} rules={[{ required: true, message: t('platform.zones.linkInvalid') }, { pattern: LINK_PATTERN, message: t('platform.zones.linkInvalid') }]}>
                  <LinkInput />
                </Form.Item>
                <Row gutter={12}>
                  <Col xs={24} md={12}><Form.Item name={[area.name, 'labelZh']} label={t('platform.common.inZh', { label: t('platform.zones.areaLabel') })}><Input maxLength={50} /></Form.Item></Col>
                  <Col xs={24} md={12}><Form.Item name={[area.name, 'labelEn']} label={t('platform.common.inEn', { label: t('platform.zones.areaLabel') })}><Input maxLength={50} /></Form.Item></Col>
                </Row>
                <Row gutter={12}>{(['x', 'y', 'w', 'h'] as const).map((k) => num(k, area.name))}</Row>
              </Card>
            ))}
          </>
        )}
      </Form.List>
    </>
  );
}

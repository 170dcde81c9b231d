// The parts of a zone as form fields (Form.List `parts`): one card per part with its type, moved up / down or
// removed; product lists with ProductPicker, categories with CategoryPicker (decision 039), texts in zh and en.
// image-ad parts as a list of uploaded pictures (ImageAdField), hot-area parts as a picture with rectangles drawn on it
// (HotAreaField); the server checks them again (adminZoneBody, zonePartRule).
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { NamePath } from 'antd/es/form/interface';
import { ZONE_PART_TYPES } from '@mall/shared';
import { useI18n } from '../../app/i18n';
import { CategoryPicker } from '../../components/CategoryPicker';
import { ProductPicker } from '../../components/ProductPicker';
import { HotAreaField } from './HotAreaField';
import { ImageAdField } from './ImageAdField';
import { newPart, type ZonePartType } from './zone-parts';

type Path = (string | number)[];

function Pair({ path, base, label, required = false }: { path: Path; base: string; label: string; required?: boolean }) {
  const { t } = useI18n();
  const rules = required ? [{ required: true, whitespace: true, message: t('platform.common.required') }] : [];
  return (
    <Row gutter={12}>
      <Col xs={24} md={12}><Form.Item name={[...path, `${base}Zh`]} label={t('platform.common.inZh', { label })} rules={rules}><Input maxLength={100} /></Form.Item></Col>
      <Col xs={24} md={12}><Form.Item name={[...path, `${base}En`]} label={t('platform.common.inEn', { label })} rules={rules}><Input maxLength={100} /></Form.Item></Col>
    </Row>
  );
}

function Products({ path, label }: { path: Path; label?: string }) {
  const { t } = useI18n();
  return (
    <Form.Item name={[...path, 'productIds']} label={label ?? t('platform.zones.products')} rules={[{ required: true, type: 'array', min: 1, message: t('platform.zones.productsRequired') }]}>
      <ProductPicker multiple showShop />
    </Form.Item>
  );
}

function Category({ path }: { path: Path }) {
  const { t } = useI18n();
  return (
    <Form.Item name={[...path, 'categoryId']} label={t('platform.zones.category')} rules={[{ required: true, message: t('platform.common.required') }]}>
      <CategoryPicker />
    </Form.Item>
  );
}

function PartFields({ type, path }: { type: ZonePartType; path: Path }) {
  const { t } = useI18n();
  switch (type) {
    case 'title-text':
      return (
        <>
          <Pair path={path} base="title" label={t('platform.zones.title')} required />
          <Pair path={path} base="subTitle" label={t('platform.zones.subTitle')} />
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name={[...path, 'align']} label={t('platform.zones.align')}>
                <Radio.Group options={[{ value: 'center', label: t('platform.zones.alignCenter') }, { value: 'left', label: t('platform.zones.alignLeft') }]} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name={[...path, 'moreLink']} label={t('platform.zones.moreLink')} rules={[{ pattern: /^(\/(?!\/)|https?:\/\/)/i, message: t('platform.zones.linkInvalid') }]}>
                <Input placeholder="/list" maxLength={300} />
              </Form.Item>
            </Col>
          </Row>
        </>
      );
    case 'prod-class':
      return (
        <>
          <Pair path={path} base="title" label={t('platform.zones.title')} required />
          <Row gutter={12}>
            <Col xs={24} md={16}><Category path={path} /></Col>
            <Col xs={24} md={8}>
              <Form.Item name={[...path, 'limit']} label={t('platform.zones.limit')}><InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} /></Form.Item>
            </Col>
          </Row>
          <Products path={path} />
        </>
      );
    case 'prod-item':
      return (
        <>
          <Form.Item name={[...path, 'columns']} label={t('platform.zones.columns')}>
            <Radio.Group options={[{ value: 4, label: '4' }, { value: 5, label: '5' }]} />
          </Form.Item>
          <Products path={path} />
        </>
      );
    case 'prod-recommend':
    case 'prod-scroll-item':
      return (
        <>
          <Pair path={path} base="title" label={t('platform.zones.title')} required />
          <Products path={path} label={t(type === 'prod-recommend' ? 'platform.zones.productsRecommend' : 'platform.zones.products')} />
        </>
      );
    case 'prod-nav':
      return (
        <Form.List name={[...path, 'tabs']}>
          {(tabs, { add, remove }) => (
            <>
              {tabs.map((tab, i) => (
                <Card
                  key={tab.key}
                  size="small"
                  type="inner"
                  title={t('platform.zones.tab', { n: i + 1 })}
                  style={{ marginBottom: 12 }}
                  extra={<Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={tabs.length <= 1} onClick={() => remove(tab.name)} aria-label={t('platform.zones.removeTab', { n: i + 1 })} />}
                >
                  <Pair path={[tab.name]} base="name" label={t('platform.zones.tabName')} required />
                  <Category path={[tab.name]} />
                  <Products path={[tab.name]} />
                </Card>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ nameZh: '', nameEn: '', productIds: [] })}>{t('platform.zones.addTab')}</Button>
            </>
          )}
        </Form.List>
      );
    case 'image-ad':
      return <ImageAdField path={path} abs={['parts', ...path]} />;
    case 'hot-area':
      return <HotAreaField path={path} abs={['parts', ...path]} />;
    default:
      return null;
  }
}

/** The zone form's `parts` list. */
export function ZonePartsField() {
  const { t } = useI18n();
  const typeOptions = ZONE_PART_TYPES.map((type) => ({ value: type, label: `${t(`platform.zones.types.${type}`)} (${type})` }));
  return (
    <Form.List
      name="parts"
      rules={[{ validator: async (_, parts: unknown[] | undefined) => { if (!parts?.length) throw new Error(t('platform.zones.partsRequired')); } }]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <>
          {fields.map((field, i) => (
            <Form.Item key={field.key} noStyle shouldUpdate={(a: Record<string, unknown>, b: Record<string, unknown>) => typeOf(a, field.name) !== typeOf(b, field.name)}>
              {({ getFieldValue, setFieldValue }) => {
                const type = getFieldValue(['parts', field.name, 'type'] as NamePath) as ZonePartType;
                return (
                  <Card
                    size="small"
                    style={{ marginBottom: 12 }}
                    title={
                      <Space>
                        <span>{t('platform.zones.part', { n: i + 1 })}</span>
                        <Form.Item name={[field.name, 'type']} noStyle>
                          <Select
                            aria-label={t('platform.zones.type')}
                            options={typeOptions}
                            style={{ width: 260 }}
                            // a new type starts from its own empty props (the old ones would not fit)
                            onChange={(next: ZonePartType) => setFieldValue(['parts', field.name], newPart(next))}
                          />
                        </Form.Item>
                      </Space>
                    }
                    extra={
                      <Space size={0}>
                        <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('platform.zones.moveUp', { n: i + 1 })} />
                        <Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} aria-label={t('platform.zones.moveDown', { n: i + 1 })} />
                        <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('platform.zones.remove', { n: i + 1 })} />
                      </Space>
                    }
                  >
                    {type && <PartFields type={type} path={[field.name]} />}
                  </Card>
                );
              }}
            </Form.Item>
          ))}
          <Form.ErrorList errors={errors} />
          <Space wrap>
            <Select<ZonePartType>
              aria-label={t('platform.zones.addPart')}
              placeholder={t('platform.zones.addPart')}
              value={null}
              options={typeOptions}
              style={{ width: 300 }}
              onChange={(type) => add(newPart(type))}
              suffixIcon={<PlusOutlined />}
            />
          </Space>
        </>
      )}
    </Form.List>
  );
}

function typeOf(values: Record<string, unknown>, index: number): unknown {
  const parts = values.parts as { type?: unknown }[] | undefined;
  return parts?.[index]?.type;
}

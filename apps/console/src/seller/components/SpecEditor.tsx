// Spec names and values of a product (zh and en), at most 3 specs; the SKU grid follows them.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space } from 'antd';
import { SELLER_PRODUCT_LIMITS, type SpecInput } from '@mall/shared';
import { useI18n } from '../../app/i18n';

export function SpecEditor({ value, onChange }: { value: SpecInput[]; onChange: (specs: SpecInput[]) => void }) {
  const { t } = useI18n();
  const set = (i: number, spec: SpecInput) => onChange(value.map((s, j) => (j === i ? spec : s)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((spec, i) => (
        <Card
          key={i}
          size="small"
          title={
            <Space>
              <Input aria-label={t('seller.edit.specNameZh')} placeholder={t('seller.edit.specNameZh')} value={spec.nameZh} onChange={(e) => set(i, { ...spec, nameZh: e.target.value })} style={{ width: 160 }} />
              <Input aria-label={t('seller.edit.specNameEn')} placeholder={t('seller.edit.specNameEn')} value={spec.nameEn} onChange={(e) => set(i, { ...spec, nameEn: e.target.value })} style={{ width: 160 }} />
            </Space>
          }
          extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t('seller.edit.removeSpec')} onClick={() => onChange(value.filter((_, j) => j !== i))} />}
        >
          <Space wrap>
            {spec.values.map((v, k) => (
              <Space.Compact key={k}>
                <Input aria-label={t('seller.edit.valueZh')} placeholder={t('seller.edit.valueZh')} value={v.valueZh} style={{ width: 110 }}
                  onChange={(e) => set(i, { ...spec, values: spec.values.map((x, m) => (m === k ? { ...x, valueZh: e.target.value } : x)) })} />
                <Input aria-label={t('seller.edit.valueEn')} placeholder={t('seller.edit.valueEn')} value={v.valueEn} style={{ width: 110 }}
                  onChange={(e) => set(i, { ...spec, values: spec.values.map((x, m) => (m === k ? { ...x, valueEn: e.target.value } : x)) })} />
                <Button icon={<DeleteOutlined />} aria-label={t('seller.edit.removeValue')} onClick={() => set(i, { ...spec, values: spec.values.filter((_, m) => m !== k) })} />
              </Space.Compact>
            ))}
            <Button icon={<PlusOutlined />} disabled={spec.values.length >= SELLER_PRODUCT_LIMITS.valuesMax}
              onClick={() => set(i, { ...spec, values: [...spec.values, { valueZh: '', valueEn: '' }] })}>{t('seller.edit.addValue')}</Button>
          </Space>
        </Card>
      ))}
      <Button icon={<PlusOutlined />} disabled={value.length >= SELLER_PRODUCT_LIMITS.specsMax}
        onClick={() => onChange([...value, { nameZh: '', nameEn: '', values: [{ valueZh: '', valueEn: '' }] }])}>{t('seller.edit.addSpec')}</Button>
    </Space>
  );
}

// A package's parts (2-5 SKUs, usually of different products): the chosen SKUs as removable tags (product, spec and
// price; labels of an edited package come from /p/admin/picker/skus?ids=), and a SkuPicker below whose choice adds
// the SKU. The picker routes answer only the seller's own products inside the seller centre.
import { Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fenToYuan, type PickerSku } from '@mall/shared';
import { pickerApi } from '../../components/pickers-api';
import { SkuPicker } from '../../components/SkuPicker';
import { useI18n } from '../../app/i18n';

export const BUNDLE_MAX_PARTS = 5;

const labelOf = (s: PickerSku) => `${s.prodName}${s.spec ? ` · ${s.spec}` : ''} · ¥${fenToYuan(s.price)}`;

export function BundlePartsField({ value, onChange, id }: { value?: number[]; onChange?: (v: number[]) => void; id?: string }) {
  const { t, lang } = useI18n();
  const chosen = value ?? [];
  // the SKUs seen, by "language:skuId" (the names are in the console's language)
  const [known, setKnown] = useState<Map<string, PickerSku>>(new Map());
  const keyOf = (skuId: number) => `${lang}:${skuId}`;
  const missing = chosen.filter((k) => !known.has(keyOf(k))).join(',');

  // labels of values set from outside (an edit form), and again in another language
  useEffect(() => {
    if (!missing) return;
    let live = true;
    pickerApi.skus({ ids: missing.split(',').map(Number) })
      .then((rows) => live && setKnown((m) => new Map([...m, ...rows.map((r) => [`${lang}:${r.skuId}`, r] as const)])), () => undefined);
    return () => { live = false; };
  }, [missing, lang]);

  const add = (picked: PickerSku[]) => {
    const s = picked[0];
    if (!s || chosen.includes(s.skuId) || chosen.length >= BUNDLE_MAX_PARTS) return;
    setKnown((m) => new Map(m).set(keyOf(s.skuId), s));
    onChange?.([...chosen, s.skuId]);
  };

  return (
    <Space id={id} orientation="vertical" style={{ width: '100%' }} size={8}>
      <div data-testid="bundle-parts" style={{ display: 'flex', flexWrap: 'wrap', gap: 6, minHeight: 24 }}>
        {chosen.length === 0 && <Typography.Text type="secondary">{t('bundles.noParts')}</Typography.Text>}
        {chosen.map((k) => {
          const s = known.get(keyOf(k));
          return (
            <Tag key={k} closable closeIcon={<span aria-label={t('bundles.removePart')}>×</span>} onClose={(e) => { e.preventDefault(); onChange?.(chosen.filter((c) => c !== k)); }}>
              {s ? labelOf(s) : `#${k}`}
            </Tag>
          );
        })}
      </div>
      {chosen.length < BUNDLE_MAX_PARTS && (
        <>
          <Typography.Text type="secondary">{t('bundles.addPart')}</Typography.Text>
          <SkuPicker value={undefined} onChange={(_, picked) => add(picked)} />
        </>
      )}
    </Space>
  );
}

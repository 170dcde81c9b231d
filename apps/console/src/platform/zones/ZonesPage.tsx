// Zones (topic pages): the list, and a dialog with the zone's name and its parts as form fields (ZonePartsField);
// the parts are stored as before ({ type, ...props }, packages/db/src/seed/zones.ts).
import { Space, Tag } from 'antd';
import { useI18n } from '../../app/i18n';
import { AdminCrudPage } from '../components/AdminCrudPage';
import { BilingualField } from '../components/fields';
import { bi, dateTime } from '../components/format';
import { newPart, toPartValues, toStoredPart, type PartValues, type StoredPart } from './zone-parts';
import { ZonePartsField } from './ZonePartsField';

type Zone = { id: number; nameZh: string; nameEn: string; parts: StoredPart[]; createdAt: string };
type ZoneValues = { nameZh: string; nameEn: string; parts: PartValues[] };

export function ZonesPage() {
  const { t, lang } = useI18n();
  const typeName = (type: string) => (t(`platform.zones.types.${type}`) === `platform.zones.types.${type}` ? type : t(`platform.zones.types.${type}`));
  return (
    <AdminCrudPage<Zone, ZoneValues>
      title={t('platform.menu.zones')}
      endpoint="/p/admin/zones"
      width={960}
      defaults={{ parts: [newPart('title-text')] }}
      toValues={(r) => ({ nameZh: r.nameZh, nameEn: r.nameEn, parts: r.parts.map(toPartValues) })}
      toBody={(v) => ({ nameZh: v.nameZh, nameEn: v.nameEn, parts: (v.parts ?? []).map(toStoredPart) })}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: t('platform.common.name'), key: 'name', render: (_, r) => <a href={`/zone/zone-all?id=${r.id}`} target="_blank" rel="noreferrer">{bi(lang, r.nameZh, r.nameEn)}</a> },
        { title: t('platform.zones.parts'), key: 'parts', render: (_, r) => <Space wrap>{r.parts.map((p, i) => <Tag key={i}>{typeName(String(p.type))}</Tag>)}</Space> },
        { title: t('platform.zones.created'), dataIndex: 'createdAt', render: (v: string) => dateTime(v) },
      ]}
      fields={
        <>
          <BilingualField base="name" label={t('platform.common.name')} />
          <ZonePartsField />
        </>
      }
    />
  );
}

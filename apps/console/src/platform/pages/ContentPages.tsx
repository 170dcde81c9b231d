// The platform's simple content tables, each one list-and-edit page: navigation, popup ads, notices, news,
// friendly links and hot words.
import { Col, Form, Image, Input, Radio, Row, Select, Switch, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { useI18n } from '../../app/i18n';
import { adminApi } from '../api';
import { AdminCrudPage } from '../components/AdminCrudPage';
import { BilingualField, SeqField, SingleImageField, StatusField } from '../components/fields';
import { bi, dateTime, fromLocalInput, toLocalInput } from '../components/format';

type Nav = { id: number; nameZh: string; nameEn: string; type: string; uri: string; zoneId: number | null; zoneNameZh: string | null; zoneNameEn: string | null; showStatus: number; seq: number };
type Zone = { id: number; nameZh: string; nameEn: string };

export function NavPage() {
  const { t, lang } = useI18n();
  const [zones, setZones] = useState<Zone[] | null>(null);
  const loadZones = useCallback(() => {
    if (zones === null) void adminApi.list<Zone>('/p/admin/zones', { current: 1, size: 200 }).then((p) => setZones(p.list));
  }, [zones]);
  return (
    <AdminCrudPage<Nav, Nav>
      title={t('platform.menu.nav')}
      endpoint="/p/admin/nav"
      defaults={{ type: 'link', uri: '/', showStatus: 0, seq: 0, zoneId: null }}
      columns={[
        { title: t('platform.common.name'), key: 'name', render: (_, r) => bi(lang, r.nameZh, r.nameEn) },
        { title: t('platform.nav.type'), dataIndex: 'type', render: (v: string) => <Tag color={v === 'zone' ? 'purple' : 'blue'}>{t(`platform.nav.${v}`)}</Tag> },
        { title: t('platform.nav.uri'), key: 'uri', render: (_, r) => (r.type === 'zone' ? bi(lang, r.zoneNameZh ?? '', r.zoneNameEn ?? '') : r.uri) },
        { title: t('platform.common.shown'), dataIndex: 'showStatus', render: (v: number) => (v === 0 ? <Tag color="green">{t('platform.common.yes')}</Tag> : <Tag>{t('platform.common.no')}</Tag>) },
        { title: t('platform.common.seq'), dataIndex: 'seq' },
      ]}
      fields={
        <>
          <BilingualField base="name" label={t('platform.common.name')} max={20} />
          <Form.Item name="type" label={t('platform.nav.type')}>
            <Radio.Group options={[{ value: 'link', label: t('platform.nav.link') }, { value: 'zone', label: t('platform.nav.zone') }]} />
          </Form.Item>
          <Form.Item noStyle dependencies={['type']}>
            {({ getFieldValue }) => getFieldValue('type') === 'zone' ? (
              <Form.Item name="zoneId" label={t('platform.nav.zone')} rules={[{ required: true, message: t('platform.common.required') }]}>
                <Select onFocus={loadZones} options={(zones ?? []).map((z) => ({ value: z.id, label: `${bi(lang, z.nameZh, z.nameEn)} (#${z.id})` }))} />
              </Form.Item>
            ) : (
              <Form.Item name="uri" label={t('platform.nav.uri')} tooltip={t('platform.common.linkHint')} rules={[{ required: true, message: t('platform.common.required') }]}><Input /></Form.Item>
            )}
          </Form.Item>
          <StatusField name="showStatus" label={t('platform.common.shown')} on={0} />
          <SeqField />
        </>
      }
    />
  );
}

type Ad = { id: number; showStation: number; picZh: string; picEn: string; link: string; status: number; seq: number; startTime: string | null; endTime: string | null };
type AdValues = Omit<Ad, 'startTime' | 'endTime'> & { start?: string; end?: string };

export function PopupAdsPage() {
  const { t } = useI18n();
  const stations = [0, 1, 2].map((v) => ({ value: v, label: t(`platform.ads.station${v}`) }));
  return (
    <AdminCrudPage<Ad, AdValues>
      title={t('platform.menu.ads')}
      endpoint="/p/admin/popupAds"
      searchable={false}
      defaults={{ showStation: 2, link: '', status: 1, seq: 0, start: '', end: '' }}
      toValues={(r) => ({ ...r, start: toLocalInput(r.startTime), end: toLocalInput(r.endTime) })}
      toBody={({ start, end, id: _id, ...v }) => ({ ...v, startTime: fromLocalInput(start), endTime: fromLocalInput(end) })}
      columns={[
        { title: t('platform.ads.pic'), dataIndex: 'picZh', render: (v: string) => <Image src={v} width={80} /> },
        { title: t('platform.ads.station'), dataIndex: 'showStation', render: (v: number) => t(`platform.ads.station${v}`) },
        { title: t('platform.common.link'), dataIndex: 'link' },
        { title: t('platform.ads.window'), key: 'window', render: (_, r) => `${dateTime(r.startTime) || '—'} ~ ${dateTime(r.endTime) || '—'}` },
        { title: t('platform.common.shown'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="green">{t('platform.common.yes')}</Tag> : <Tag>{t('platform.common.no')}</Tag>) },
      ]}
      fields={
        <>
          <Form.Item name="showStation" label={t('platform.ads.station')}><Radio.Group options={stations} /></Form.Item>
          <Row gutter={12}>
            <Col span={12}><SingleImageField name="picZh" label={t('platform.common.inZh', { label: t('platform.ads.pic') })} required /></Col>
            <Col span={12}><SingleImageField name="picEn" label={t('platform.common.inEn', { label: t('platform.ads.pic') })} required /></Col>
          </Row>
          <Form.Item name="link" label={t('platform.common.link')} tooltip={t('platform.common.linkHint')}><Input /></Form.Item>
          <Row gutter={12}>
            <Col span={12}><Form.Item name="start" label={t('platform.ads.start')}><Input type="datetime-local" /></Form.Item></Col>
            <Col span={12}><Form.Item name="end" label={t('platform.ads.end')}><Input type="datetime-local" /></Form.Item></Col>
          </Row>
          <StatusField label={t('platform.common.shown')} />
          <SeqField />
        </>
      }
    />
  );
}

type Article = { id: number; titleZh: string; titleEn: string; contentZh: string; contentEn: string; status: number; publishTime: string; isTop?: boolean; summaryZh?: string; summaryEn?: string; cover?: string };

/** Platform notices (kind 'notices') and news (kind 'news'): title, rich text, published or draft. */
export function ArticlesPage({ kind }: { kind: 'notices' | 'news' }) {
  const { t, lang } = useI18n();
  return (
    <AdminCrudPage<Article, Article>
      title={t(`platform.menu.${kind}`)}
      endpoint={`/p/admin/${kind}`}
      width={900}
      defaults={{ status: 1, isTop: false, summaryZh: '', summaryEn: '', cover: '' }}
      toBody={({ id: _id, publishTime: _time, ...v }) => v}
      columns={[
        { title: t('platform.common.title'), key: 'title', render: (_, r) => <>{r.isTop && <Tag color="red">{t('platform.notices.top')}</Tag>}{bi(lang, r.titleZh, r.titleEn)}</> },
        { title: t('platform.common.status'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="green">{t('platform.common.published')}</Tag> : <Tag>{t('platform.common.draft')}</Tag>) },
        { title: t('platform.common.publishTime'), dataIndex: 'publishTime', render: (v: string) => dateTime(v) },
      ]}
      fields={
        <>
          <BilingualField base="title" label={t('platform.common.title')} max={200} />
          {kind === 'news' && <BilingualField base="summary" label={t('platform.news.summary')} max={500} />}
          {kind === 'news' && <SingleImageField name="cover" label={t('platform.news.cover')} />}
          <BilingualField base="content" label={t('platform.common.content')} rich />
          {kind === 'notices' && <Form.Item name="isTop" label={t('platform.notices.top')} valuePropName="checked"><Switch /></Form.Item>}
          <StatusField label={t('platform.common.published')} />
        </>
      }
    />
  );
}

type Link = { id: number; nameZh: string; nameEn: string; url: string; seq: number };
export function LinksPage() {
  const { t, lang } = useI18n();
  return (
    <AdminCrudPage<Link, Link>
      title={t('platform.menu.links')}
      endpoint="/p/admin/links"
      defaults={{ seq: 0, url: 'https://' }}
      columns={[
        { title: t('platform.common.name'), key: 'name', render: (_, r) => bi(lang, r.nameZh, r.nameEn) },
        { title: t('platform.common.link'), dataIndex: 'url' },
        { title: t('platform.common.seq'), dataIndex: 'seq' },
      ]}
      fields={
        <>
          <BilingualField base="name" label={t('platform.common.name')} />
          <Form.Item name="url" label={t('platform.common.link')} tooltip={t('platform.common.linkHint')} rules={[{ required: true, message: t('platform.common.required') }]}><Input /></Form.Item>
          <SeqField />
        </>
      }
    />
  );
}

type HotWord = { id: number; titleZh: string; titleEn: string; seq: number; searchCount: number; status: number };
export function HotWordsPage() {
  const { t, lang } = useI18n();
  return (
    <AdminCrudPage<HotWord, HotWord>
      title={t('platform.menu.hotWords')}
      endpoint="/p/admin/hotWords"
      defaults={{ seq: 0, status: 1 }}
      toBody={({ titleZh, titleEn, seq, status }) => ({ titleZh, titleEn, seq, status })}
      columns={[
        { title: t('platform.hotWords.word'), key: 'title', render: (_, r) => bi(lang, r.titleZh, r.titleEn) },
        { title: t('platform.hotWords.searches'), dataIndex: 'searchCount' },
        { title: t('platform.hotWords.weight'), dataIndex: 'seq' },
        { title: t('platform.common.shown'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="green">{t('platform.common.yes')}</Tag> : <Tag>{t('platform.common.no')}</Tag>) },
      ]}
      fields={
        <>
          <BilingualField base="title" label={t('platform.hotWords.word')} max={50} />
          <SeqField />
          <StatusField label={t('platform.common.shown')} />
        </>
      }
    />
  );
}

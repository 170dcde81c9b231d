// Help centre: categories (two levels) and the articles of a category (rich text, sanitized by the API).
import { Form, Select, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useI18n } from '../../app/i18n';
import { adminApi } from '../api';
import { AdminCrudPage } from '../components/AdminCrudPage';
import { BilingualField, SeqField } from '../components/fields';
import { bi } from '../components/format';

type HelpCategory = { id: number; parentId: number; nameZh: string; nameEn: string; seq: number };
type HelpArticle = { id: number; categoryId: number; titleZh: string; titleEn: string; contentZh: string; contentEn: string; seq: number };

export function HelpPage() {
  const { t, lang } = useI18n();
  const [cats, setCats] = useState<HelpCategory[]>([]);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [tab, setTab] = useState('categories');
  useEffect(() => {
    void adminApi.list<HelpCategory>('/p/admin/helpCategories', { current: 1, size: 1000 }).then((p) => setCats(p.list));
  }, [tab]);
  const name = (id: number) => {
    const c = cats.find((x) => x.id === id);
    return c ? bi(lang, c.nameZh, c.nameEn) : `#${id}`;
  };
  const options = cats.map((c) => ({ value: c.id, label: c.parentId ? `${name(c.parentId)} / ${bi(lang, c.nameZh, c.nameEn)}` : bi(lang, c.nameZh, c.nameEn) }));

  return (
    <Tabs activeKey={tab} onChange={setTab} items={[
      {
        key: 'categories', label: t('platform.help.categories'), children: (
          <AdminCrudPage<HelpCategory, HelpCategory>
            title={t('platform.help.categories')}
            endpoint="/p/admin/helpCategories"
            defaults={{ parentId: 0, seq: 0 }}
            columns={[
              { title: t('platform.common.name'), key: 'name', render: (_, r) => bi(lang, r.nameZh, r.nameEn) },
              { title: t('platform.help.parent'), dataIndex: 'parentId', render: (v: number) => (v ? name(v) : <Tag>{t('platform.help.top')}</Tag>) },
              { title: t('platform.common.seq'), dataIndex: 'seq' },
            ]}
            fields={
              <>
                <Form.Item name="parentId" label={t('platform.help.parent')}>
                  <Select options={[{ value: 0, label: t('platform.help.top') }, ...cats.filter((c) => c.parentId === 0).map((c) => ({ value: c.id, label: bi(lang, c.nameZh, c.nameEn) }))]} />
                </Form.Item>
                <BilingualField base="name" label={t('platform.common.name')} />
                <SeqField />
              </>
            }
          />
        ),
      },
      {
        key: 'articles', label: t('platform.help.articles'), children: (
          <AdminCrudPage<HelpArticle, HelpArticle>
            title={t('platform.help.articles')}
            endpoint="/p/admin/helpArticles"
            width={900}
            query={{ categoryId }}
            defaults={{ categoryId, seq: 0 }}
            filters={<Select allowClear placeholder={t('platform.help.category')} style={{ width: 240 }} value={categoryId} onChange={setCategoryId} options={options} />}
            columns={[
              { title: t('platform.common.title'), key: 'title', render: (_, r) => bi(lang, r.titleZh, r.titleEn) },
              { title: t('platform.help.category'), dataIndex: 'categoryId', render: (v: number) => name(v) },
              { title: t('platform.common.seq'), dataIndex: 'seq' },
            ]}
            fields={
              <>
                <Form.Item name="categoryId" label={t('platform.help.category')} rules={[{ required: true, message: t('platform.common.required') }]}><Select options={options} /></Form.Item>
                <BilingualField base="title" label={t('platform.common.title')} max={200} />
                <BilingualField base="content" label={t('platform.common.content')} rich />
                <SeqField />
              </>
            }
          />
        ),
      },
    ]} />
  );
}

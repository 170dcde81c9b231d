// Shop notices: list, create, edit, delete; zh and en title and content, pinned, published or draft.
import { Button, Form, Input, Popconfirm, Space, Switch, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import type { ShopNoticeBody, ShopNoticeRow } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { asPage, sellerApi } from '../api';
import { RichTextField } from '../../components/RichTextField';

type Values = { titleZh: string; titleEn: string; contentZh: string; contentEn: string; isTop: boolean; published: boolean };
const toValues = (n: ShopNoticeRow): Values => ({ titleZh: n.titleZh, titleEn: n.titleEn, contentZh: n.contentZh, contentEn: n.contentEn, isTop: n.isTop, published: n.status === 1 });
const toBody = (v: Values): ShopNoticeBody => ({ titleZh: v.titleZh ?? '', titleEn: v.titleEn ?? '', contentZh: v.contentZh ?? '', contentEn: v.contentEn ?? '', isTop: !!v.isTop, status: v.published ? 1 : 0 });

export function NoticesPage() {
  const { t, lang } = useI18n();
  const [editing, setEditing] = useState<ShopNoticeRow | 'new' | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback((current: number, size: number) => sellerApi.notices({ current, size }).then(asPage), []);
  const reload = () => setReloadKey((k) => k + 1);

  async function remove(id: number) {
    try {
      await sellerApi.deleteNotice(id);
      message.success(t('app.deleted'));
      reload();
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const columns: TableColumnsType<ShopNoticeRow> = [
    { title: t('seller.notices.title'), key: 'title', render: (_, n) => <Space>{n.isTop && <Tag color="red">{t('seller.notices.top')}</Tag>}{lang === 'en' ? n.titleEn : n.titleZh}</Space> },
    { title: t('seller.notices.state'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="green">{t('seller.notices.published')}</Tag> : <Tag>{t('seller.notices.draft')}</Tag>) },
    { title: t('seller.notices.time'), dataIndex: 'publishTime', render: (v: string) => formatTime(v, lang) },
    {
      title: t('app.actions'), key: 'a', render: (_, n) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(n)}>{t('app.edit')}</Button>
          <Popconfirm title={t('app.confirmDelete')} onConfirm={() => void remove(n.id)} okText={t('app.delete')} cancelText={t('app.cancel')}>
            <Button type="link" size="small" danger>{t('app.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <CrudTable<ShopNoticeRow> title={t('seller.menu.notices')} rowKey="id" columns={columns} load={load} reloadKey={reloadKey}
        toolbar={<Button type="primary" onClick={() => setEditing('new')}>{t('seller.notices.create')}</Button>} />
      <FormModal<Values>
        open={editing !== null}
        title={t(editing === 'new' ? 'seller.notices.create' : 'seller.notices.edit')}
        initialValues={editing && editing !== 'new' ? toValues(editing) : { published: true, isTop: false }}
        onClose={() => setEditing(null)}
        width={720}
        onSubmit={async (v) => {
          if (editing === 'new') await sellerApi.createNotice(toBody(v));
          else if (editing) await sellerApi.updateNotice(editing.id, toBody(v));
          message.success(t('app.saved'));
          reload();
        }}
      >
        <Form.Item name="titleZh" label={t('seller.notices.titleZh')}><Input maxLength={50} showCount /></Form.Item>
        <Form.Item name="titleEn" label={t('seller.notices.titleEn')}><Input maxLength={50} showCount /></Form.Item>
        <Form.Item name="contentZh" label={t('seller.notices.contentZh')}><RichTextField /></Form.Item>
        <Form.Item name="contentEn" label={t('seller.notices.contentEn')}><RichTextField /></Form.Item>
        <Space size="large">
          <Form.Item name="isTop" label={t('seller.notices.top')} valuePropName="checked"><Switch /></Form.Item>
          <Form.Item name="published" label={t('seller.notices.published')} valuePropName="checked"><Switch /></Form.Item>
        </Space>
      </FormModal>
    </>
  );
}

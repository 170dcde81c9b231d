// The category tree (three levels): a tree table with add-child, edit, show/hide and delete; icons and order.
import { Button, Card, Image, Input, Popconfirm, Space, Table, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import { adminApi } from '../api';
import { BilingualField, SeqField, SingleImageField, StatusField } from '../components/fields';
import { bi } from '../components/format';

type Category = { id: number; parentId: number; grade: number; nameZh: string; nameEn: string; icon: string | null; seq: number; status: number };
type Node = Category & { children?: Node[] };
type Values = { nameZh: string; nameEn: string; icon: string; seq: number; status: number };

function tree(rows: Category[]): Node[] {
  const byParent = new Map<number, Node[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), { ...r }]);
  const attach = (nodes: Node[]): Node[] => nodes.map((n) => {
    const children = attach(byParent.get(n.id) ?? []);
    return children.length ? { ...n, children } : n;
  });
  return attach(byParent.get(0) ?? []);
}

export function CategoriesPage() {
  const { t, lang } = useI18n();
  const [rows, setRows] = useState<Category[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ parent: Category | null; row: Category | null } | null>(null);
  const [filter, setFilter] = useState('');
  const reload = useCallback(() => {
    adminApi.get<Category[]>('/p/admin/categories').then(setRows, (e: Error) => setError(e.message));
  }, []);
  useEffect(reload, [reload]);

  const data = useMemo(() => {
    const all = rows ?? [];
    if (!filter) return tree(all);
    // a search keeps the matching categories with the path to them
    const byId = new Map(all.map((r) => [r.id, r]));
    const keep = new Set<number>();
    for (const r of all) {
      if (!`${r.nameZh} ${r.nameEn}`.toLowerCase().includes(filter.toLowerCase())) continue;
      for (let c: Category | undefined = r; c; c = byId.get(c.parentId)) keep.add(c.id);
    }
    return tree(all.filter((r) => keep.has(r.id)));
  }, [rows, filter]);

  async function save(v: Values) {
    const body = { nameZh: v.nameZh, nameEn: v.nameEn, icon: v.icon || null, seq: v.seq ?? 0, status: v.status };
    if (editing?.row) await adminApi.update('/p/admin/categories', editing.row.id, body);
    else await adminApi.create('/p/admin/categories', { ...body, parentId: editing?.parent?.id ?? 0 });
    message.success(t('app.saved'));
    reload();
  }
  async function remove(c: Category) {
    try {
      await adminApi.remove('/p/admin/categories', c.id);
      message.success(t('app.deleted'));
      reload();
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const columns: TableColumnsType<Node> = [
    { title: t('platform.common.name'), key: 'name', render: (_, r) => <Space>{r.icon && <Image src={r.icon} width={24} height={24} preview={false} />}{bi(lang, r.nameZh, r.nameEn)}</Space> },
    { title: t('platform.categories.grade'), dataIndex: 'grade', render: (g: number) => <Tag color={['', 'red', 'orange', 'blue'][g]}>{t(`platform.categories.level${g}`)}</Tag> },
    { title: t('platform.common.seq'), dataIndex: 'seq' },
    { title: t('platform.common.shown'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="green">{t('platform.common.yes')}</Tag> : <Tag>{t('platform.common.no')}</Tag>) },
    {
      title: t('app.actions'), key: 'actions', render: (_, r) => (
        <Space>
          {r.grade < 3 && <Button type="link" size="small" onClick={() => setEditing({ parent: r, row: null })}>{t('platform.categories.addChild')}</Button>}
          <Button type="link" size="small" onClick={() => setEditing({ parent: null, row: r })}>{t('app.edit')}</Button>
          <Popconfirm title={t('app.confirmDelete')} onConfirm={() => void remove(r)} okText={t('app.delete')} cancelText={t('app.cancel')}>
            <Button type="link" size="small" danger>{t('app.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const initial = useMemo<Partial<Values>>(() => (editing?.row ? { ...editing.row, icon: editing.row.icon ?? '' } : { seq: 0, status: 1, icon: '' }), [editing]);
  const title = editing?.row ? t('app.edit') : editing?.parent ? `${t('platform.categories.addChild')} · ${bi(lang, editing.parent.nameZh, editing.parent.nameEn)}` : t('platform.categories.addTop');

  return (
    <Card
      title={t('platform.menu.categories')}
      extra={<Button type="primary" onClick={() => setEditing({ parent: null, row: null })}>{t('platform.categories.addTop')}</Button>}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search placeholder={t('platform.common.keyword')} allowClear style={{ width: 240 }} onSearch={(v) => setFilter(v.trim())} />
        {error && <Tag color="red">{error}</Tag>}
        <Table<Node> rowKey="id" columns={columns} dataSource={data} loading={rows === null && !error} pagination={false} expandable={{ defaultExpandAllRows: false }} />
      </Space>
      <FormModal<Values> open={editing !== null} title={title} initialValues={initial} onSubmit={save} onClose={() => setEditing(null)}>
        <BilingualField base="name" label={t('platform.common.name')} max={30} />
        <SingleImageField name="icon" label={t('platform.categories.icon')} />
        <SeqField />
        <StatusField label={t('platform.common.shown')} />
      </FormModal>
    </Card>
  );
}

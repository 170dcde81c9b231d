// One list-and-edit page of a console table (/p/admin/<table>): keyword search, create / edit in a dialog, delete
// with a confirmation. Pages give the columns, the form fields and how a row becomes form values and back.
import { Button, Input, Popconfirm, Space, message, type TableColumnsType } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { useI18n } from '../../app/i18n';
import { adminApi } from '../api';

export interface AdminCrudPageProps<Row extends { id: number }, Values extends object> {
  title: string;
  endpoint: string;
  columns: TableColumnsType<Row>;
  fields: ReactNode;
  /** form values of a new item */
  defaults: Partial<Values>;
  toValues?: (row: Row) => Partial<Values>;
  toBody?: (values: Values) => unknown;
  searchable?: boolean;
  query?: Record<string, string | number | undefined>;
  filters?: ReactNode;
  width?: number;
}

export function AdminCrudPage<Row extends { id: number }, Values extends object>(p: AdminCrudPageProps<Row, Values>) {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const [reloadKey, setReloadKey] = useState(0);
  const [editing, setEditing] = useState<{ row: Row | null; values: Partial<Values> } | null>(null);
  const { endpoint, query } = p;
  const queryKey = JSON.stringify(query ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query object is compared by its JSON
  const load = useCallback((current: number, size: number) => adminApi.list<Row>(endpoint, { current, size, keyword, ...query }), [endpoint, keyword, queryKey]);

  async function save(values: Values) {
    const body = p.toBody ? p.toBody(values) : values;
    if (editing?.row) await adminApi.update(endpoint, editing.row.id, body);
    else await adminApi.create(endpoint, body);
    message.success(t('app.saved'));
    setReloadKey((k) => k + 1);
  }
  async function remove(row: Row) {
    try {
      await adminApi.remove(endpoint, row.id);
      message.success(t('app.deleted'));
      setReloadKey((k) => k + 1);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const columns: TableColumnsType<Row> = [
    ...p.columns,
    {
      title: t('app.actions'), key: 'actions', render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing({ row, values: p.toValues ? p.toValues(row) : (row as unknown as Partial<Values>) })}>{t('app.edit')}</Button>
          <Popconfirm title={t('app.confirmDelete')} onConfirm={() => void remove(row)} okText={t('app.delete')} cancelText={t('app.cancel')}>
            <Button type="link" size="small" danger>{t('app.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <CrudTable<Row>
        title={p.title}
        rowKey="id"
        columns={columns}
        load={load}
        reloadKey={reloadKey}
        toolbar={<Button type="primary" onClick={() => setEditing({ row: null, values: p.defaults })}>{t('app.create')}</Button>}
        filters={(p.searchable !== false || p.filters) && (
          <Space wrap>
            {p.searchable !== false && <Input.Search placeholder={t('platform.common.keyword')} allowClear style={{ width: 240 }} onSearch={(v) => setKeyword(v.trim())} />}
            {p.filters}
          </Space>
        )}
      />
      <FormModal<Values>
        open={editing !== null}
        title={`${editing?.row ? t('app.edit') : t('app.create')} · ${p.title}`}
        initialValues={editing?.values}
        onSubmit={save}
        onClose={() => setEditing(null)}
        width={p.width ?? 640}
      >
        {p.fields}
      </FormModal>
    </>
  );
}

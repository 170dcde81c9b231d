// A paged list page: a title, filters and toolbar above, an antd table loaded from a function of (page, size).
// Pass a new `load` (useCallback over the filters) or bump `reloadKey` to load again from page 1.
import { Alert, Card, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState, type Key, type ReactNode } from 'react';
import { useI18n } from '../i18n';

export interface PageResult<T> {
  list: T[];
  total: number;
}

export interface CrudTableProps<T> {
  title: ReactNode;
  columns: TableColumnsType<T>;
  load: (page: number, size: number) => Promise<PageResult<T>>;
  rowKey: keyof T & string;
  toolbar?: ReactNode;
  filters?: ReactNode;
  reloadKey?: Key;
  pageSize?: number;
}

type Request<T> = { load: CrudTableProps<T>['load']; reloadKey?: Key; page: number; size: number };
type Answer<T> = { request: Request<T>; data?: PageResult<T>; error?: string };

export function CrudTable<T extends object>({ title, columns, load, rowKey, toolbar, filters, reloadKey, pageSize = 10 }: CrudTableProps<T>) {
  const { t } = useI18n();
  const [request, setRequest] = useState<Request<T>>({ load, reloadKey, page: 1, size: pageSize });
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [shown, setShown] = useState<PageResult<T>>({ list: [], total: 0 });

  // a new loader (new filters) or reload key starts again from the first page (state adjusted while rendering)
  if (request.load !== load || request.reloadKey !== reloadKey) setRequest({ load, reloadKey, page: 1, size: request.size });
  if (answer?.data && answer.data !== shown) setShown(answer.data);

  useEffect(() => {
    let live = true;
    request.load(request.page, request.size).then(
      (data) => live && setAnswer({ request, data }),
      (e: Error) => live && setAnswer({ request, error: e.message }),
    );
    return () => {
      live = false;
    };
  }, [request]);

  const loading = answer?.request !== request;
  return (
    <Card title={title} extra={toolbar}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {filters}
        {!loading && answer?.error && <Alert type="error" title={answer.error} showIcon />}
        <Table<T>
          rowKey={rowKey}
          columns={columns}
          dataSource={shown.list}
          loading={loading}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: request.page,
            pageSize: request.size,
            total: shown.total,
            showTotal: (total) => t('app.total', { total }),
            onChange: (page, size) => setRequest({ ...request, page, size }),
          }}
        />
      </Space>
    </Card>
  );
}

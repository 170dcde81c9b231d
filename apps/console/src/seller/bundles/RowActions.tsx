// Edit and remove (after a confirmation) of a row of the seller centre's packages and gift rules, in their texts.
import { Button, Popconfirm, Space } from 'antd';
import { useI18n } from '../../app/i18n';

export function RowActions({ prefix, onEdit, onRemove }: { prefix: 'bundles' | 'gifts'; onEdit: () => void; onRemove: () => unknown }) {
  const { t } = useI18n();
  return (
    <Space>
      <Button size="small" onClick={onEdit}>{t(`${prefix}.edit`)}</Button>
      <Popconfirm title={t(`${prefix}.confirmRemove`)} onConfirm={() => void onRemove()} okText={t(`${prefix}.remove`)} cancelText={t('app.cancel')}>
        <Button size="small" danger>{t(`${prefix}.remove`)}</Button>
      </Popconfirm>
    </Space>
  );
}

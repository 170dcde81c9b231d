// Seller products: search by name, shelf filter, on/off shelf, create and edit.
import { Button, Image, Input, Select, Space, Tag, message, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fenToYuan, type SellerProductRow } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { useI18n } from '../../app/i18n';
import { asPage, sellerApi } from '../api';

export function ProductsPage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [filter, setFilter] = useState({ name: '', status: -1 });
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback((current: number, size: number) => sellerApi.products({ current, size, ...filter }).then(asPage), [filter]);

  async function shelf(row: SellerProductRow) {
    try {
      await sellerApi.shelf(row.prodId, row.status === 1 ? 0 : 1);
      message.success(t(row.status === 1 ? 'seller.products.offDone' : 'seller.products.onDone'));
      setReloadKey((k) => k + 1);
    } catch (e) {
      message.error((e as Error).message);
    }
  }

  const columns: TableColumnsType<SellerProductRow> = [
    { title: t('seller.products.pic'), dataIndex: 'pic', width: 72, render: (pic: string) => (pic ? <Image src={pic} width={48} height={48} style={{ objectFit: 'cover' }} /> : null) },
    { title: t('seller.products.name'), key: 'name', render: (_, r) => <Link to={`/seller/products/${r.prodId}`}>{lang === 'en' ? r.nameEn || r.nameZh : r.nameZh}</Link> },
    { title: t('seller.products.price'), dataIndex: 'price', render: (v: number) => `¥${fenToYuan(v)}` },
    { title: t('seller.products.stock'), dataIndex: 'totalStock' },
    { title: t('seller.products.sold'), dataIndex: 'soldNum' },
    { title: t('seller.products.status'), dataIndex: 'status', render: (v: number) => (v === 1 ? <Tag color="green">{t('seller.products.on')}</Tag> : <Tag>{t('seller.products.off')}</Tag>) },
    {
      title: t('app.actions'), key: 'actions', render: (_, r) => (
        <Space>
          <Link to={`/seller/products/${r.prodId}`}>{t('app.edit')}</Link>
          <Button type="link" size="small" onClick={() => void shelf(r)}>{t(r.status === 1 ? 'seller.products.putOff' : 'seller.products.putOn')}</Button>
        </Space>
      ),
    },
  ];

  return (
    <CrudTable<SellerProductRow>
      title={t('seller.menu.products')}
      rowKey="prodId"
      columns={columns}
      load={load}
      reloadKey={reloadKey}
      toolbar={<Button type="primary" onClick={() => navigate('/seller/products/new')}>{t('seller.products.create')}</Button>}
      filters={
        <Space wrap>
          <Input.Search placeholder={t('seller.products.searchName')} value={name} onChange={(e) => setName(e.target.value)} onSearch={(v) => setFilter((f) => ({ ...f, name: v.trim() }))} allowClear style={{ width: 240 }} />
          <Select<number>
            value={filter.status}
            style={{ width: 140 }}
            onChange={(status) => setFilter((f) => ({ ...f, status }))}
            options={[{ value: -1, label: t('seller.products.all') }, { value: 1, label: t('seller.products.on') }, { value: 0, label: t('seller.products.off') }]}
          />
        </Space>
      }
    />
  );
}

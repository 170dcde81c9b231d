// Create or edit a product: category, zh/en name, selling point and description, images (uploaded with progress),
// specs and the SKU grid with prices in yuan, shelf status. The shared rules check the form before it is sent;
// the API checks it again.
import { Alert, Button, Card, Cascader, Col, Form, Input, Row, Space, Spin, Switch, message } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { productRule, translate as message_, type CategoryNode, type SellerProductBody, type SpecInput } from '@mall/shared';
import { ImageUploadField } from '../../app/components/ImageUploadField';
import { useI18n } from '../../app/i18n';
import { sellerApi } from '../api';
import { regrid, rowsOf, SkuGrid, type SkuRow } from '../components/SkuGrid';
import { SpecEditor } from '../components/SpecEditor';
import { RichTextField } from '../../components/RichTextField';

type Texts = { nameZh: string; nameEn: string; briefZh: string; briefEn: string; contentZh: string; contentEn: string };
const EMPTY: Texts = { nameZh: '', nameEn: '', briefZh: '', briefEn: '', contentZh: '', contentEn: '' };
type Option = { value: number; label: string; children?: Option[] };
const toOptions = (nodes: CategoryNode[]): Option[] =>
  nodes.map((n) => ({ value: n.categoryId, label: n.categoryName, ...(n.categories.length ? { children: toOptions(n.categories) } : {}) }));
function pathOf(nodes: CategoryNode[], id: number): number[] {
  for (const n of nodes) {
    if (n.categoryId === id) return [id];
    const sub = pathOf(n.categories, id);
    if (sub.length) return [n.categoryId, ...sub];
  }
  return [];
}

export function ProductEditPage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { prodId: param } = useParams();
  const prodId = param && param !== 'new' ? Number(param) : null;
  const [tree, setTree] = useState<CategoryNode[]>([]);
  const [loaded, setLoaded] = useState(prodId === null);
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const [specs, setSpecs] = useState<SpecInput[]>([]);
  const [rows, setRows] = useState<SkuRow[]>(() => regrid([], []));
  const [onShelf, setOnShelf] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    sellerApi.categories().then((c) => live && setTree(c), () => undefined);
    if (prodId !== null) {
      sellerApi.product(prodId).then((p) => {
        if (!live) return;
        setTexts({ nameZh: p.nameZh, nameEn: p.nameEn, briefZh: p.briefZh, briefEn: p.briefEn, contentZh: p.contentZh, contentEn: p.contentEn });
        setCategoryId(p.categoryId);
        setImages(p.images);
        setSpecs(p.specs);
        setRows(rowsOf(p.specs, p.skus));
        setOnShelf(p.status === 1);
        setLoaded(true);
      }, (e: Error) => live && (setError(e.message), setLoaded(true)));
    }
    return () => {
      live = false;
    };
  }, [prodId, lang]);

  const options = useMemo(() => toOptions(tree), [tree]);
  const changeSpecs = (next: SpecInput[]) => {
    setSpecs(next);
    setRows((cur) => regrid(next, cur));
  };
  const rich = (k: 'contentZh' | 'contentEn') => ({ 'aria-label': t(`seller.edit.${k}`), value: texts[k], onChange: (html: string) => setTexts((x) => ({ ...x, [k]: html })) });
  const text = (k: keyof Texts) => ({ 'aria-label': t(`seller.edit.${k}`), value: texts[k], onChange: (e: { target: { value: string } }) => setTexts((x) => ({ ...x, [k]: e.target.value })) });

  async function save() {
    const body: SellerProductBody = {
      categoryId: categoryId ?? 0, ...texts, images, specs, status: onShelf ? 1 : 0,
      skus: rows.map((r) => ({ values: r.values, price: r.price, oriPrice: r.oriPrice, stock: r.stock, skuCode: r.skuCode, ...(r.skuId ? { skuId: r.skuId, stockWas: r.stockWas } : {}) })),
    };
    const key = !categoryId ? 'seller.categoryInvalid' : productRule({ ...body, briefZh: texts.briefZh, briefEn: texts.briefEn, skus: body.skus.map((s) => ({ ...s, oriPrice: s.oriPrice ?? '', skuCode: s.skuCode ?? '' })) });
    if (key) return setError(message_(key, lang));
    setBusy(true);
    setError(null);
    try {
      if (prodId === null) {
        const { prodId: id } = await sellerApi.createProduct(body);
        message.success(t('app.saved'));
        navigate(`/seller/products/${id}`, { replace: true });
      } else {
        await sellerApi.updateProduct(prodId, body);
        message.success(t('app.saved'));
        const p = await sellerApi.product(prodId);
        setRows(rowsOf(p.specs, p.skus));
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!loaded) return <Spin />;
  return (
    <Card title={t(prodId === null ? 'seller.edit.createTitle' : 'seller.edit.editTitle')} extra={<Button onClick={() => navigate('/seller/products')}>{t('app.back')}</Button>}>
      <Form layout="vertical">
        <Form.Item label={t('seller.edit.category')} required>
          <Cascader<Option> aria-label={t('seller.edit.category')} options={options} value={categoryId ? pathOf(tree, categoryId) : []} onChange={(v) => setCategoryId((v?.[v.length - 1] as number | undefined) ?? null)} placeholder={t('seller.edit.categoryPick')} style={{ maxWidth: 480 }} showSearch />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}><Form.Item label={t('seller.edit.nameZh')} required><Input {...text('nameZh')} maxLength={60} showCount /></Form.Item></Col>
          <Col xs={24} md={12}><Form.Item label={t('seller.edit.nameEn')} required><Input {...text('nameEn')} maxLength={60} showCount /></Form.Item></Col>
          <Col xs={24} md={12}><Form.Item label={t('seller.edit.briefZh')}><Input {...text('briefZh')} maxLength={200} /></Form.Item></Col>
          <Col xs={24} md={12}><Form.Item label={t('seller.edit.briefEn')}><Input {...text('briefEn')} maxLength={200} /></Form.Item></Col>
        </Row>
        <Form.Item label={t('seller.edit.images')} required extra={t('seller.edit.imagesHint')}>
          <ImageUploadField value={images} onChange={setImages} max={9} />
        </Form.Item>
        <Form.Item label={t('seller.edit.specs')} extra={t('seller.edit.specsHint')}>
          <SpecEditor value={specs} onChange={changeSpecs} />
        </Form.Item>
        <Form.Item label={t('seller.edit.skus')} required>
          <SkuGrid specs={specs} rows={rows} onChange={setRows} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={24}><Form.Item label={t('seller.edit.contentZh')} extra={t('seller.edit.contentHint')}><RichTextField {...rich('contentZh')} /></Form.Item></Col>
          <Col span={24}><Form.Item label={t('seller.edit.contentEn')}><RichTextField {...rich('contentEn')} /></Form.Item></Col>
        </Row>
        <Form.Item label={t('seller.edit.onShelf')}>
          <Switch aria-label={t('seller.edit.onShelf')} checked={onShelf} onChange={setOnShelf} />
        </Form.Item>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Space>
          <Button type="primary" loading={busy} onClick={() => void save()}>{t('app.save')}</Button>
          {prodId !== null && onShelf && <a href={`/detail/${prodId}`} target="_blank" rel="noreferrer">{t('seller.edit.viewInShop')}</a>}
        </Space>
      </Form>
    </Card>
  );
}

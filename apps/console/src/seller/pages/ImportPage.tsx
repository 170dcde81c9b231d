// Batch import of products from CSV: the file is uploaded with progress, then the server's job is polled for
// processing progress and per-row errors.
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { IMPORT_LIMITS, type ImportJobView } from '@mall/shared';
import { ApiError, API, headers } from '../../app/api';
import { ImageUploadField } from '../../app/components/ImageUploadField';
import { useI18n } from '../../app/i18n';
import { sellerApi } from '../api';

export const IMPORT_TEMPLATE = [
  'product,category_id,name_zh,name_en,brief_zh,brief_en,images,spec_zh,spec_en,value_zh,value_en,price,ori_price,stock,sku_code,on_shelf',
  'cup-1,<category id>,保温杯,Vacuum cup,保温12小时,Keeps warm 12 hours,/uploads/user/<you>/<image>.webp,颜色,Colour,黑色,Black,59.90,79.00,100,,1',
  'cup-1,<category id>,保温杯,Vacuum cup,保温12小时,Keeps warm 12 hours,/uploads/user/<you>/<image>.webp,颜色,Colour,白色,White,59.90,79.00,80,,1',
].join('\n');

/** Posts the CSV as JSON with upload progress (XMLHttpRequest). */
function startImport(csv: string, onProgress: (p: number) => void): Promise<{ jobId: number }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API}/p/seller/imports`);
    for (const [k, v] of Object.entries(headers(true))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const data = (() => { try { return JSON.parse(xhr.responseText); } catch { return null; } })();
      if (xhr.status === 200) resolve(data);
      else reject(new ApiError(xhr.status, data?.code ?? 'HTTP', data?.message ?? String(xhr.status)));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'network error'));
    xhr.send(JSON.stringify({ csv }));
  });
}

export function ImportPage() {
  const { t } = useI18n();
  const [upload, setUpload] = useState<number | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [images, setImages] = useState<string[]>([]);

  // poll the job until it is finished
  useEffect(() => {
    if (jobId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => sellerApi.importJob(jobId).then((j) => {
      if (!live) return;
      setJob(j);
      if (j.status === 0) timer = setTimeout(poll, 500);
    }, (e: Error) => live && setError(e.message));
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [jobId]);

  async function send(file: File) {
    setError(null);
    setJob(null);
    setJobId(null);
    if (file.size > IMPORT_LIMITS.maxBytes) return setError(t('seller.import.tooLarge'));
    setUpload(0);
    try {
      const { jobId: id } = await startImport(await file.text(), setUpload);
      setJobId(id);
    } catch (e) {
      setError((e as Error).message);
    }
  }

  const template = `data:text/csv;charset=utf-8,${encodeURIComponent('\uFEFF' + IMPORT_TEMPLATE)}`;
  return (
    <Card title={t('seller.menu.import')} extra={<a href={template} download="products-template.csv">{t('seller.import.template')}</a>}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary">{t('seller.import.help')}</Typography.Paragraph>
        <Card size="small" title={t('seller.import.images')}>
          <ImageUploadField value={images} onChange={setImages} max={9} />
          {images.length > 0 && <Typography.Paragraph copyable={{ text: images.join('|') }} code>{images.join('|')}</Typography.Paragraph>}
        </Card>
        <Upload.Dragger accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => (void send(file), false)}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p>{t('seller.import.drop')}</p>
        </Upload.Dragger>
        {error && <Alert type="error" title={error} showIcon />}
        {upload !== null && <div><Typography.Text>{t('seller.import.uploading')}</Typography.Text><Progress percent={upload} size="small" /></div>}
        {job && (
          <div>
            <Typography.Text>{t(job.status === 0 ? 'seller.import.processing' : 'seller.import.done', { created: job.created, failed: job.errors.length, total: job.total })}</Typography.Text>
            <Progress percent={Math.round((job.processed / Math.max(1, job.total)) * 100)} status={job.status === 2 ? 'exception' : job.status === 1 ? 'success' : 'active'} />
          </div>
        )}
        {job && job.errors.length > 0 && (
          <List size="small" bordered header={t('seller.import.errors')} dataSource={job.errors}
            renderItem={(e) => <List.Item>{t('seller.import.line', { line: e.line })}: {e.message}</List.Item>} />
        )}
        {job?.status === 1 && <Button href="/console/seller/products">{t('seller.import.toProducts')}</Button>}
      </Space>
    </Card>
  );
}

// An image field for antd forms: value is a list of uploaded paths (/uploads/...); each file goes to
// POST /p/file/upload (content-checked and re-encoded by the API) with a progress bar.
import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { uploadFile } from '../api';
import { useI18n } from '../i18n';

export interface ImageUploadFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  max?: number;
  /** the upload endpoint below /shop-api */
  endpoint?: string;
}

const toFile = (url: string): UploadFile => ({ uid: url, name: url.split('/').pop() ?? url, status: 'done', url });

export function ImageUploadField({ value = [], onChange, max = 9, endpoint = '/p/file/upload' }: ImageUploadFieldProps) {
  const { t } = useI18n();
  // files still uploading (with their progress) or failed; the uploaded ones are the value itself
  const [pending, setPending] = useState<UploadFile[]>([]);
  // several uploads finish one after the other: each adds to the latest value, not the one it started with
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const files = [...value.map(toFile), ...pending];

  return (
    <Upload
      listType="picture-card"
      accept="image/jpeg,image/png,image/gif,image/webp"
      multiple={max > 1}
      fileList={files}
      onChange={({ fileList }) => setPending(fileList.filter((f) => f.status === 'uploading' || f.status === 'error'))}
      onRemove={(file) => {
        if (file.status === 'done' && file.url) onChange?.(latest.current.filter((v) => v !== file.url));
        return true;
      }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        uploadFile<{ url: string }>(endpoint, file as File, (percent) => onProgress?.({ percent }))
          .then((res) => {
            latest.current = [...latest.current, res.url].slice(0, max);
            onChange?.(latest.current);
            onSuccess?.(res);
          })
          .catch((e: Error) => onError?.(Object.assign(e, { message: `${t('app.upload.failed')}: ${e.message}` })));
      }}
    >
      {files.length >= max ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('app.upload.button')}</div>
        </div>
      )}
    </Upload>
  );
}

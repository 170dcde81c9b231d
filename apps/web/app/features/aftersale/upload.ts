// An image upload to POST /shop-api/p/file/upload that reports its progress (XMLHttpRequest: fetch cannot report
// upload progress). Never throws: the answer is an ApiResult like clientApi's; a 401 goes to /login the same way.
import type { ApiResult } from '../../lib/context';
import { onUnauthorized } from '../../lib/api';

export const UPLOAD_PATH = '/shop-api/p/file/upload';

export function uploadWithProgress(file: File, lang: string, onProgress: (percent: number) => void): Promise<ApiResult<{ url: string }>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.setRequestHeader('Accept-Language', lang);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status === 401) void onUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300) onProgress(100);
      resolve({ status: xhr.status, data: data as { url: string } });
    };
    xhr.onerror = () => resolve({ status: 500, data: null as unknown as { url: string } });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

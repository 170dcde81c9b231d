// A rich-text form field (HTML value) whose editor is loaded on first use: a page without one does not download
// Tiptap. Until it arrives a box of the same size shows, so the form does not jump.
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text/RichTextEditor';

const RichTextEditor = lazy(() => import('./rich-text/RichTextEditor'));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<div className="rich-text-loading" style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 12, minHeight: 222 }}><Skeleton active paragraph={{ rows: 4 }} title={false} /></div>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

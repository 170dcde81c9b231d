// The rich-text editor (Tiptap: StarterKit + image): headings, bold/italic/underline/strike, lists, quote, links and
// pictures uploaded through POST /p/file/upload (content-checked by the API). Its value is HTML; the API sanitises
// it on save (platform/sanitize-html.ts), so only what that allow-list keeps is ever shown. Loaded lazily through
// RichTextField: pages without rich text do not download it.
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, PictureOutlined, RedoOutlined, StrikethroughOutlined, UnderlineOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Popover, Progress, Space, Tooltip, message } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { uploadFile } from '../../app/api';
import { useI18n } from '../../app/i18n';
import './rich-text.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
}

/** An empty document is '' (a required rule then fires), not '<p></p>'. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function ToolButton({ title, active, onClick, icon, disabled }: { title: string; active?: boolean; onClick: () => void; icon: ReactNode; disabled?: boolean }) {
  return (
    <Tooltip title={title}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-label={title} aria-pressed={active} icon={icon} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

function LinkButton({ editor }: { editor: Editor }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) chain.unsetLink().run();
    else chain.setLink({ href: url }).run();
    setOpen(false);
  };
  return (
    <Popover open={open} onOpenChange={(o) => { setOpen(o); if (o) setHref((editor.getAttributes('link').href as string | undefined) ?? ''); }} trigger="click"
      content={(
        <Space.Compact style={{ width: 320 }}>
          <Input autoFocus value={href} onChange={(e) => setHref(e.target.value)} onPressEnter={apply} placeholder="https://… /detail/1" aria-label={t('richText.linkUrl')} />
          <Button type="primary" onClick={apply}>{t('richText.apply')}</Button>
        </Space.Compact>
      )}>
      <span><ToolButton title={t('richText.link')} active={editor.isActive('link')} onClick={() => undefined} icon={<LinkOutlined />} /></span>
    </Popover>
  );
}

export default function RichTextEditor({ value = '', onChange, id, placeholder, ...rest }: RichTextEditorProps) {
  const { t } = useI18n();
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: { attributes: { class: 'rich-text-content', role: 'textbox', 'aria-multiline': 'true', ...(rest['aria-label'] ? { 'aria-label': rest['aria-label'] } : {}), ...(placeholder ? { 'data-placeholder': placeholder } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(htmlOf(e)),
    immediatelyRender: true,
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }), bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'), undo: e.can().undo(), redo: e.can().redo(),
    }),
  });

  // a value set from outside (a form loading a row) replaces the document; our own echo does not
  useEffect(() => {
    if (editor && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);

  async function upload(file: File) {
    setProgress(0);
    try {
      const res = await uploadFile<{ url: string }>('/p/file/upload', file, setProgress);
      editor.chain().focus().setImage({ src: res.url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (e) {
      void message.error(`${t('app.upload.failed')}: ${(e as Error).message}`);
    } finally {
      setProgress(null);
    }
  }

  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => f(editor.chain().focus()).run();
  return (
    <div className="rich-text" id={id}>
      <div className="rich-text-toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
        <ToolButton title={t('richText.h2')} active={state.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))} icon={<b>H2</b>} />
        <ToolButton title={t('richText.h3')} active={state.h3} onClick={run((c) => c.toggleHeading({ level: 3 }))} icon={<b>H3</b>} />
        <Divider orientation="vertical" />
        <ToolButton title={t('richText.bold')} active={state.bold} onClick={run((c) => c.toggleBold())} icon={<BoldOutlined />} />
        <ToolButton title={t('richText.italic')} active={state.italic} onClick={run((c) => c.toggleItalic())} icon={<ItalicOutlined />} />
        <ToolButton title={t('richText.underline')} active={state.underline} onClick={run((c) => c.toggleUnderline())} icon={<UnderlineOutlined />} />
        <ToolButton title={t('richText.strike')} active={state.strike} onClick={run((c) => c.toggleStrike())} icon={<StrikethroughOutlined />} />
        <Divider orientation="vertical" />
        <ToolButton title={t('richText.bullet')} active={state.bullet} onClick={run((c) => c.toggleBulletList())} icon={<UnorderedListOutlined />} />
        <ToolButton title={t('richText.ordered')} active={state.ordered} onClick={run((c) => c.toggleOrderedList())} icon={<OrderedListOutlined />} />
        <ToolButton title={t('richText.quote')} active={state.quote} onClick={run((c) => c.toggleBlockquote())} icon={<b>“</b>} />
        <Divider orientation="vertical" />
        <LinkButton editor={editor} />
        <ToolButton title={t('richText.image')} onClick={() => fileInput.current?.click()} icon={<PictureOutlined />} disabled={progress !== null} />
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/gif,image/webp" style={{ display: 'none' }} aria-label={t('richText.image')}
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }} />
        <Divider orientation="vertical" />
        <ToolButton title={t('richText.undo')} onClick={run((c) => c.undo())} icon={<UndoOutlined />} disabled={!state.undo} />
        <ToolButton title={t('richText.redo')} onClick={run((c) => c.redo())} icon={<RedoOutlined />} disabled={!state.redo} />
        {progress !== null && <Progress percent={progress} size="small" style={{ width: 120, margin: '0 8px' }} />}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

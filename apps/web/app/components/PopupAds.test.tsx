import { describe, expect, it, beforeEach } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../test/render';
import { BottomAd, CENTRE_AD_SEEN_CLASS, CentreAd, adStorageKey, shouldShowAd } from './PopupAds';

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

  it('centre ad on a client navigation: shown and stored once per picture; hidden when the inline script saw it', () => {
    const centre = { ...ad('/c.webp'), showStation: 2 };
    const first = renderApp(<CentreAd ad={centre} />, { lang: 'en' });
    expect(screen.getByRole('dialog', { hidden: true }).id).toBe('ad-centre');
    expect(window.localStorage.getItem(adStorageKey(2))).toBe('/c.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Close the advertisement', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    first.unmount();

    renderApp(<CentreAd ad={{ ...centre, adPic: '/d.webp' }} />).unmount();
    // the server-rendered page's script found the picture already seen and marked the document
    window.localStorage.clear();
    document.documentElement.classList.add(CENTRE_AD_SEEN_CLASS);
    try {
      renderApp(<CentreAd ad={{ ...centre, adPic: '/e.webp' }} />);
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
      expect(window.localStorage.getItem(adStorageKey(2))).toBeNull();
    } finally {
      document.documentElement.classList.remove(CENTRE_AD_SEEN_CLASS);
    }
  });
});

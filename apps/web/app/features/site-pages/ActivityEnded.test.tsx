// SPEC §8: 204 = the activity has ended — the page says so and goes to the home page; a browser call answered 204
// does the same through the root's listener (zh and en).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { ACTIVITY_ENDED_EVENT } from '../../lib/api';
import { ACTIVITY_ENDED_MS, ActivityEnded, ActivityEndedListener } from './ActivityEnded';

afterEach(() => vi.useRealTimers());

describe.each([['zh', '活动已结束，即将返回首页'], ['en', 'The event has ended; taking you to the home page']] as const)('activity ended (%s)', (lang, text) => {
  it('the page shows the message and goes home after a moment', () => {
    vi.useFakeTimers();
    const { location } = renderApp(<ActivityEnded />, { lang, url: '/discount-detail?id=9' });
    expect(screen.getByRole('alert').textContent).toContain(text);
    expect(location()).toBe('/discount-detail?id=9');
    act(() => void vi.advanceTimersByTime(ACTIVITY_ENDED_MS));
    expect(location()).toBe('/');
  });

  it('a 204 of a browser call shows the message as a toast and goes home', () => {
    vi.useFakeTimers();
    const { location } = renderApp(<ActivityEndedListener />, { lang, url: '/flash-sale' });
    act(() => void window.dispatchEvent(new Event(ACTIVITY_ENDED_EVENT)));
    expect(screen.getByRole('status').textContent).toContain(text);
    act(() => void vi.advanceTimersByTime(ACTIVITY_ENDED_MS));
    expect(location()).toBe('/');
  });
});

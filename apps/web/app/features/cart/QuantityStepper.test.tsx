// The cart's quantity stepper: the rule runs before anything is sent, its message shows under the stepper and the
// input goes back to the cart's quantity; clicks in a row are sent once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { QuantityStepper, STEP_DELAY_MS } from './QuantityStepper';

afterEach(() => vi.useRealTimers());

function setup(lang: 'zh' | 'en', { value = 2, stock = 5, answer = null as string | null } = {}) {
  const onCommit = vi.fn(async () => answer);
  renderApp(<QuantityStepper value={value} stock={stock} label="qty" onCommit={onCommit} />, { lang });
  const input = screen.getByRole('textbox', { name: 'qty' }) as HTMLInputElement;
  return { onCommit, input };
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('quantity stepper', () => {
  it.each([
    ['zh', '请输入正确的商品数量'],
    ['en', 'Please enter the correct number of items'],
  ] as const)('%s: a wrong number is refused with its message and put back', async (lang, message) => {
    const { onCommit, input } = setup(lang);
    for (const bad of ['abc', '0', '1.5', '']) {
      type(input, bad);
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
      expect(input.value).toBe('2');
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(onCommit).not.toHaveBeenCalled();
  });

  it.each([
    ['zh', '库存不足'],
    ['en', 'Insufficient inventory'],
  ] as const)('%s: never above the stock', async (lang, message) => {
    const { onCommit, input } = setup(lang, { value: 5, stock: 5 });
    type(input, '6');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(input.value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: lang === 'zh' ? '增加数量' : 'Increase quantity' }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('a typed number within the stock is sent as the new quantity', async () => {
    const { onCommit, input } = setup('zh');
    type(input, '4');
    expect(onCommit).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('minus is off at 1; clicks in a row are sent once, as the final quantity', async () => {
    vi.useFakeTimers();
    const { onCommit, input } = setup('zh', { value: 1, stock: 9 });
    expect(screen.getByRole('button', { name: '减少数量' })).toHaveProperty('disabled', true);
    const plus = screen.getByRole('button', { name: '增加数量' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(input.value).toBe('4');
    expect(onCommit).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(STEP_DELAY_MS);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(4);
  });

  it('a refusal of the API shows its text and puts the quantity back', async () => {
    const { input } = setup('en', { answer: 'Insufficient inventory' });
    type(input, '3');
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient inventory');
    expect(input.value).toBe('2');
  });
});

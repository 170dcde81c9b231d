import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useModal } from './use-modal';

/** A dialog whose field is not there when it opens (a lazy form), or is rendered anew (a new key), on demand. */
function LateFieldDialog() {
  const [field, setField] = useState<'none' | 'first' | 'second'>('none');
  const { ref, onKeyDown } = useModal(() => undefined);
  return (
    <div ref={ref} role="dialog" tabIndex={-1} onKeyDown={onKeyDown}>
      <button type="button" onClick={() => setField('first')}>
        arrive
      </button>
      <button type="button" onClick={() => setField('second')}>
        renew
      </button>
      {field !== 'none' && <input key={field} aria-label="account" data-autofocus />}
    </div>
  );
}

const mutationsObserved = () => act(() => Promise.resolve());

describe('useModal: the focus follows fields rendered after the dialog opened', () => {
  afterEach(cleanup);

  it('moves the focus from the panel to a field with data-autofocus that arrives later', async () => {
    render(<LateFieldDialog />);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    act(() => screen.getByRole('button', { name: 'arrive' }).click());
    dialog.focus();
    await mutationsObserved();
    expect(document.activeElement).toBe(screen.getByLabelText('account'));
  });

  it('gives the focus to the new field when the focused one is rendered anew', async () => {
    render(<LateFieldDialog />);
    act(() => screen.getByRole('button', { name: 'arrive' }).click());
    await mutationsObserved();
    const first = screen.getByLabelText('account');
    first.focus();
    act(() => screen.getByRole('button', { name: 'renew' }).click());
    await mutationsObserved();
    const second = screen.getByLabelText('account');
    expect(second).not.toBe(first);
    expect(document.activeElement).toBe(second);
  });

  it('leaves a focus the user moved inside the dialog where it is', async () => {
    render(<LateFieldDialog />);
    const renew = screen.getByRole('button', { name: 'renew' });
    renew.focus();
    fireEvent.click(screen.getByRole('button', { name: 'arrive' }));
    renew.focus();
    await mutationsObserved();
    expect(document.activeElement).toBe(renew);
  });
});

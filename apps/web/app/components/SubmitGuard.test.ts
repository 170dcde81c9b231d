import { afterEach, describe, expect, it } from 'vitest';
import { SUBMIT_GUARD_SCRIPT } from './SubmitGuard';

// The guard runs as the inline script of a page that is not hydrated yet; the test plays React's part afterwards.
function page(html: string) {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = html;
  new Function(SUBMIT_GUARD_SCRIPT)();
}
const hydrate = () => document.documentElement.setAttribute('data-hydrated', '');
const settled = () => new Promise((r) => setTimeout(r, 0)).then(() => new Promise((r) => setTimeout(r, 0)));

describe('before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('makes the last click on a button again once the page is hydrated, once', async () => {
    page('<button type="button" id="first">a</button><button type="button" id="out">log out</button>');
    const clicks: string[] = [];
    document.getElementById('out')!.click();
    document.getElementById('first')!.click();
    document.getElementById('out')!.click();
    document.addEventListener('click', (e) => clicks.push((e.target as Element).id)); // React's handlers, hydrated
    hydrate();
    await settled();
    expect(clicks).toEqual(['out']);
    document.getElementById('out')!.click();
    expect(clicks).toEqual(['out', 'out']);
  });

  it('holds a submit back and does not send it again; a submit button is not replayed', async () => {
    page('<form><input name="p" value="secret"><button id="go">ok</button></form>');
    const form = document.querySelector('form')!;
    let cancelled: boolean | undefined;
    form.addEventListener('submit', (e) => (cancelled = e.defaultPrevented), { once: true });
    form.requestSubmit();
    expect(cancelled).toBe(true);
    const submits: boolean[] = [];
    form.addEventListener('submit', (e) => { submits.push(e.defaultPrevented); e.preventDefault(); });
    document.getElementById('go')!.click();
    hydrate();
    await settled();
    expect(submits).toEqual([true]); // the click's own submit, held back; nothing after hydration
  });

  it('leaves a button removed before hydration alone', async () => {
    page('<button type="button" id="gone">x</button>');
    const gone = document.getElementById('gone')!;
    let clicked = 0;
    gone.click();
    gone.remove();
    gone.addEventListener('click', () => clicked++);
    hydrate();
    await settled();
    expect(clicked).toBe(0);
  });
});

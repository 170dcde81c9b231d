// Whole-page navigation of the browser, behind one object so component tests can watch it (jsdom does not navigate).
export const browser = {
  /** Loads another address as a new document (the server render then sees the current cookies). */
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

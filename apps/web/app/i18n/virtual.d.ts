// Texts of the shared message catalogue in one language (shared-messages-plugin.ts): key → text.
declare module 'virtual:shared-messages/*' {
  const texts: Record<string, string>;
  export default texts;
}
declare module 'virtual:shared-messages/keys' {
  import type { MessageKey } from '@mall/shared';
  const keys: MessageKey[];
  export default keys;
}
// The file of each language's texts chunk in the browser build (texts-chunks-plugin.ts): { zh, en } → /assets/…, and
// `more` the same for the texts of the features only pages other than home use.
declare module 'virtual:texts-chunks' {
  const files: Partial<Record<'zh' | 'en', string>> & { more?: Partial<Record<'zh' | 'en', string>> };
  export default files;
}

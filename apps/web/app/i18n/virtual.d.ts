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

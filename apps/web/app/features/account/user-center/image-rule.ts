// SPEC §5 images, checked in the browser before an upload (the API checks again from the file's content):
// jpg, png, gif or webp, at most 2 MB. Answers a key of the shared message catalogue.
import { LIMITS, type MessageKey } from '@mall/shared';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
const IMAGE_EXT = /\.(jpe?g|png|gif|webp)$/i;

export function imageFileRule(file: { name: string; type: string; size: number }): MessageKey | null {
  const typeOk = file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_EXT.test(file.name);
  if (!typeOk) return 'upload.format';
  if (file.size > LIMITS.imageMaxBytes) return 'upload.tooLarge';
  if (file.size === 0) return 'upload.noFile';
  return null;
}

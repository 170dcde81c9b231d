// Platform news as the storefront reads it (/News, /newsDetail), localized by Accept-Language.
import { z } from 'zod';
import { paged } from './common';

export const newsItem = z.object({ id: z.number(), title: z.string(), summary: z.string(), cover: z.string(), publishTime: z.string() });
export type NewsItem = z.infer<typeof newsItem>;
export const newsPage = paged(newsItem);
export const newsDetail = newsItem.extend({ content: z.string().describe('sanitized HTML') });
export type NewsDetail = z.infer<typeof newsDetail>;

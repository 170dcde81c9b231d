import { z } from 'zod';

/** The error body of every refused request (ARCHITECTURE §4). */
export const errorBody = z.object({ code: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    records: z.array(item),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
    pages: z.number().int(),
  });
export type Paged<T> = { records: T[]; total: number; current: number; size: number; pages: number };

export const idParam = z.object({ id: z.coerce.number().int().positive() });

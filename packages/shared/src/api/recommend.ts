// Guess you like (issue 16, decision 031): GET /p/user/guessYouLike for a logged-in buyer.
import { z } from 'zod';
import { productCard } from './catalog';

export const guessQuery = z.object({ size: z.coerce.number().int().min(1).max(30).default(12) });
export type GuessQuery = z.infer<typeof guessQuery>;

export const guessAnswer = z.object({
  personal: z.boolean().describe('true when the cards come (at least partly) from the buyer\'s own footprint and favourites'),
  records: z.array(productCard),
});
export type GuessAnswer = z.infer<typeof guessAnswer>;

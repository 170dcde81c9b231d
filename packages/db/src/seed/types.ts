// Shared types of the seed modules.
import { type Db } from '../client';
import { type ImageWriter } from './images';

/** A drizzle transaction on either driver (same query builder as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContext {
  tx: Tx;
  seed: number;
  images: ImageWriter;
}

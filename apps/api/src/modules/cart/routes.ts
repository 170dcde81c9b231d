// Shop cart calls (SPEC §7 /p/shopCart/*, exact paths) plus changing, checking and moving lines.
// All need a token; a basket id that is not the caller's answers 404 and changes nothing.
import { z } from 'zod';
import {
  basketIdsBody, cartBundleAnswer, cartBundleBody, cartBundleCheckBody, cartBundleCountBody, cartBundleIdsBody, cartTotal, changeItemAnswer, changeItemBody, checkItemsBody, moveToCollectionAnswer, okAnswer,
  quickOrderAddAnswer, quickOrderBody, quickOrderCheckAnswer, setItemCountBody, shopCart,
} from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { CartService } from './service';

const p = { tags: ['cart'], security: [{ token: [] }] };
const ok = { ok: true as const };

export function registerCartRoutes(app: ZodApp, cart: CartService) {
  app.post('/p/shopCart/info', {
    schema: {
      ...p,
      summary: 'The cart grouped by shop (newest first), each with shopCartItemDiscounts holding shopCartItems; invalid lines (off shelf, shop closed) are included with valid=false',
      body: z.array(z.unknown()).max(500).optional().describe('an empty array (ignored)'),
      response: { 200: z.array(shopCart) },
    },
  }, (req) => cart.info(requireUser(req).userId, req.lang));

  app.post('/p/shopCart/totalPay', {
    schema: { ...p, summary: 'Totals of the given basket ids (valid, in-stock lines only), before freight; finalMoney in fen', body: basketIdsBody, response: { 200: cartTotal } },
  }, (req) => cart.totalPay(requireUser(req).userId, req.body));

  app.delete('/p/shopCart/deleteItem', {
    schema: { ...p, summary: 'Removes the given basket ids from the cart', body: basketIdsBody, response: { 200: okAnswer } },
  }, async (req) => {
    await cart.remove(requireUser(req).userId, req.body);
    return ok;
  });

  app.get('/p/shopCart/prodCount', { schema: { ...p, summary: 'Units in the cart (the header badge)', response: { 200: z.number().int() } } },
    (req) => cart.prodCount(requireUser(req).userId));

  app.post('/p/shopCart/changeItem', {
    schema: {
      ...p,
      summary: 'Adds count (a DELTA: 1 to add, -1 for the minus button) to the SKU\'s line, creating it; the quantity stays a whole number from 1 to the stock',
      body: changeItemBody, response: { 200: changeItemAnswer },
    },
  }, (req) => cart.changeItem(requireUser(req).userId, req.body));

  app.post('/p/shopCart/setItemCount', {
    schema: { ...p, summary: 'Sets a line\'s quantity (ABSOLUTE, the number input): a whole number from 1 to the stock', body: setItemCountBody, response: { 200: changeItemAnswer } },
  }, (req) => cart.setItemCount(requireUser(req).userId, req.body));

  app.post('/p/shopCart/checkItems', {
    schema: { ...p, summary: 'Checks or unchecks the given lines, or all lines when basketIds is absent', body: checkItemsBody, response: { 200: okAnswer } },
  }, async (req) => {
    await cart.check(requireUser(req).userId, req.body.basketIds, req.body.checked);
    return ok;
  });

  app.post('/p/shopCart/moveToCollection', {
    schema: { ...p, summary: 'Moves the given lines to the product favourites and out of the cart', body: basketIdsBody, response: { 200: moveToCollectionAnswer } },
  }, (req) => cart.moveToCollection(requireUser(req).userId, req.body));

  app.post('/p/shopCart/quickOrder/check', {
    schema: {
      ...p,
      summary: 'Quick order: checks up to 200 lines of SKU code + quantity against the shelf, the stock and the caller\'s cart; one answer per line (ok, or a localized message)',
      body: quickOrderBody, response: { 200: quickOrderCheckAnswer },
    },
  }, (req) => cart.quickOrder.check(requireUser(req).userId, req.body, req.lang));

  app.post('/p/shopCart/quickOrder/add', {
    schema: {
      ...p,
      summary: 'Quick order: adds every valid line to the caller\'s cart in one transaction (same rules as changeItem); refused lines are listed with their message',
      body: quickOrderBody, response: { 200: quickOrderAddAnswer },
    },
  }, (req) => cart.quickOrder.add(requireUser(req).userId, req.body, req.lang));

  app.post('/p/shopCart/bundle', {
    schema: {
      ...p,
      summary: 'Adds count packages (a DELTA; negative takes some off) to the cart as one package line; the count stays a whole number from 1 to the package\'s stock (the least of its parts) and at most 99',
      body: cartBundleBody, response: { 200: cartBundleAnswer },
    },
  }, (req) => cart.bundles.add(requireUser(req).userId, req.body.bundleId, req.body.count));

  app.post('/p/shopCart/bundle/count', {
    schema: { ...p, summary: 'Sets a package line\'s count (ABSOLUTE): 1 to the package\'s stock, at most 99', body: cartBundleCountBody, response: { 200: cartBundleAnswer } },
  }, (req) => cart.bundles.setCount(requireUser(req).userId, req.body.cartBundleId, req.body.count));

  app.post('/p/shopCart/bundle/check', {
    schema: { ...p, summary: 'Checks or unchecks package lines', body: cartBundleCheckBody, response: { 200: okAnswer } },
  }, async (req) => {
    await cart.bundles.check(requireUser(req).userId, req.body.cartBundleIds, req.body.checked);
    return ok;
  });

  app.delete('/p/shopCart/bundle', {
    schema: { ...p, summary: 'Removes package lines (cartBundleIds) from the cart', body: cartBundleIdsBody, response: { 200: okAnswer } },
  }, async (req) => {
    await cart.bundles.remove(requireUser(req).userId, req.body);
    return ok;
  });
}

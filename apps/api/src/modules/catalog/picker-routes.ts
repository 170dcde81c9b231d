// The console's pickers (/p/admin/picker/...): operators search every shop's products; a shop owner inside the
// seller centre only his own (RouteContext.consoleScope, as the promotion setup routes).
import { z } from 'zod';
import { pickerProductPage, pickerProductQuery, pickerSku, pickerSkuQuery } from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import type { RouteContext } from '../../platform/module';
import type { CatalogPicker } from './picker';

const p = { tags: ['console'], security: [{ token: [] }] };

export function registerPickerRoutes(app: ZodApp, picker: CatalogPicker, scope: RouteContext['consoleScope']) {
  app.get('/p/admin/picker/products', {
    schema: { ...p, summary: 'Products for a console picker: name search, paged, picture, price, shop (operators: any shop or one; shop owners: their own)', querystring: pickerProductQuery, response: { 200: pickerProductPage } },
  }, async (req) => picker.products(await scope(req), req.query, req.lang));
  app.get('/p/admin/picker/skus', {
    schema: { ...p, summary: "SKUs for a console picker: a product's enabled SKUs or the given ids, with spec, price and stock (scoped like the products)", querystring: pickerSkuQuery, response: { 200: z.array(pickerSku) } },
  }, async (req) => picker.skus(await scope(req), req.query, req.lang));
}

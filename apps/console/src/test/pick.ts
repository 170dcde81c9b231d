// Choosing through the console's pickers in component tests: open a ProductPicker (the first select inside `field`),
// click the product by name in its list, and (pickSku) tick the SKU row with that spec in the SkuPicker's table.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PickerProduct, PickerSku } from '@mall/shared';

/** the form item labelled `label` (the picker's field) */
export const fieldOf = (label: string): HTMLElement => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

export async function pickProduct(field: HTMLElement, product: string) {
  fireEvent.mouseDown(field.querySelector('.ant-select-selector, .ant-select')!);
  const box = field.querySelector('input[role=combobox]')!;
  const option = await waitFor(() => {
    // the list this select owns (another picker's list may still be in the page)
    const list = document.getElementById(box.getAttribute('aria-controls') ?? box.getAttribute('aria-owns') ?? '');
    const dropdown = list?.closest('.ant-select-dropdown');
    const found = [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])].find((o) => o.textContent?.includes(product));
    if (!found) throw new Error(`no option ${product}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
}

export async function pickSku(field: HTMLElement, product: string, spec: string) {
  await pickProduct(field, product);
  const cell = await within(field).findByText(spec, { selector: 'td span' });
  fireEvent.click(within(cell.closest('tr')!).getByRole(field.querySelector('tbody input[type=checkbox]') ? 'checkbox' : 'radio'));
}

export const pickerPage = (records: PickerProduct[]) => ({ status: 200, body: { records, total: records.length, current: 1, size: 8, pages: 1 } });

/** Two products of the seller's shop and their SKUs, as the picker routes answer them. */
export const cup: PickerProduct = { prodId: 7, name: 'Vacuum cup', pic: '', price: 1990, stock: 15, status: 1, shopId: 1, shopName: 'Demo' };
export const sleeve: PickerProduct = { prodId: 8, name: 'Cup sleeve', pic: '', price: 1000, stock: 9, status: 1, shopId: 1, shopName: 'Demo' };
export const skusOf: Record<7 | 8, PickerSku[]> = {
  7: [{ skuId: 70, prodId: 7, prodName: 'Vacuum cup', spec: 'Black', skuCode: 'C-1', pic: '', price: 1990, stock: 10 }, { skuId: 71, prodId: 7, prodName: 'Vacuum cup', spec: 'White', skuCode: 'C-2', pic: '', price: 1990, stock: 5 }],
  8: [{ skuId: 80, prodId: 8, prodName: 'Cup sleeve', spec: 'Red', skuCode: 'S-1', pic: '', price: 1000, stock: 9 }, { skuId: 81, prodId: 8, prodName: 'Cup sleeve', spec: 'Blue', skuCode: 'S-2', pic: '', price: 1000, stock: 9 }],
};
/** an antd button's accessible name (antd puts a space between two Chinese characters) */
export const buttonName = (label: string) => new RegExp(`^${label.split('').join('\\s?')}$`);

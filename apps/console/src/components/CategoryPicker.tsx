// Choose categories from the three-level tree (antd TreeSelect, searchable): one, or several with `multiple`;
// `leafOnly` lets only third-level categories be chosen (a product's category). The tree is the mall's shown
// categories in the console's language (/category/categoryInfo), loaded once per language.
import { TreeSelect } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import type { CategoryNode } from '@mall/shared';
import { useI18n, type Lang } from '../app/i18n';
import { pickerApi } from './pickers-api';

export interface CategoryPickerProps {
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  leafOnly?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

type TreeNode = { value: number; title: string; selectable?: boolean; children?: TreeNode[] };
const toTree = (nodes: CategoryNode[], leafOnly: boolean): TreeNode[] => nodes.map((n) => ({
  value: n.categoryId,
  title: n.categoryName,
  ...(n.categories.length ? { children: toTree(n.categories, leafOnly), ...(leafOnly ? { selectable: false } : {}) } : {}),
}));

const cache = new Map<Lang, Promise<CategoryNode[]>>();
export function useCategoryTree(): CategoryNode[] | null {
  const { lang } = useI18n();
  const [tree, setTree] = useState<CategoryNode[] | null>(null);
  useEffect(() => {
    let live = true;
    if (!cache.has(lang)) cache.set(lang, pickerApi.categories().catch((e: unknown) => { cache.delete(lang); throw e; }));
    cache.get(lang)!.then((c) => live && setTree(c), () => undefined);
    return () => { live = false; };
  }, [lang]);
  return tree;
}

export function CategoryPicker({ value, onChange, multiple, leafOnly = false, ...rest }: CategoryPickerProps) {
  const { t } = useI18n();
  const tree = useCategoryTree();
  return (
    <TreeSelect
      {...rest}
      style={rest.style ?? { width: '100%' }}
      loading={tree === null}
      treeData={tree ? toTree(tree, leafOnly) : []}
      value={value}
      onChange={(v: number | number[] | undefined) => onChange?.(v)}
      multiple={multiple}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll={false}
      placeholder={t(multiple ? 'pickers.categories' : 'pickers.category')}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 320, maxHeight: 420, overflow: 'auto' } } }}
    />
  );
}

// Every text of the storefront in zh: a chunk of its own, so a page loads only its language's texts.
import shared from 'virtual:shared-messages/zh';
import app from './zh.json';
import { textTree, type Tree } from './tree';

// Each feature may bring its own texts in features/<name>/i18n/{zh,en}.json (top-level key = the feature name).
const features = import.meta.glob<Tree>('../features/*/i18n/zh.json', { eager: true, import: 'default' });

export default textTree(shared, app as Tree, Object.values(features));

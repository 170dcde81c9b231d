// The storefront's texts in en that the home page needs: a chunk of its own, so a page loads only its language's
// texts. The features only other pages use are in more-texts.en.ts (loaded by the layouts of those pages; see
// more-texts.ts): the list of those features is the same in the four texts files, and i18n.test.ts checks it.
import shared from 'virtual:shared-messages/en';
import app from './en.json';
import chat from '../features/chat/i18n/en.json';
import demand from '../features/demand/i18n/en.json';
import membership from '../features/membership/i18n/en.json';
import sitePages from '../features/site-pages/i18n/en.json';
import storeApply from '../features/store-apply/i18n/en.json';
import { HOME_PICKS, pickKeys, textTree, type Tree } from './tree';

// Each feature may bring its own texts in features/<name>/i18n/{zh,en}.json (top-level key = the feature name).
const features = import.meta.glob<Tree>(
  [
    '../features/*/i18n/en.json',
    '!../features/{address,aftersale,bundle,cart,catalog,chat,coupon,credit,demand,discount,group-buy,inquiry,invoice,membership,news,order,payment,points,points-mall,presale,review,site-pages,store-apply}/i18n/en.json',
  ],
  { eager: true, import: 'default' },
);

/** The shared catalogue's keys in this chunk (form.ts maps the API's error codes back to them). */
export const messageKeys = Object.keys(shared);

// of the features the other pages use, the few texts the home page shows too (top bar, toasts)
const picked = pickKeys([chat, demand, membership, sitePages, storeApply] as Tree[], HOME_PICKS);

export default textTree(shared, app as Tree, [...Object.values(features), picked]);

// The texts (and the shared catalogue's messages, shared-messages-plugin.ts) in zh of the features that only pages other than home use (decision 024): their own chunk, loaded before
// those pages render (more-texts.ts). A new feature's texts go to texts.zh.ts unless named here.
import shared from 'virtual:shared-messages/zh/more';
import { textTree, type Tree } from './tree';

const features = import.meta.glob<Tree>(
  '../features/{address,aftersale,bundle,cart,catalog,chat,coupon,credit,demand,discount,group-buy,inquiry,invoice,membership,news,order,payment,points,points-mall,presale,review,site-pages,store-apply}/i18n/zh.json',
  {
    eager: true,
    import: 'default',
  },
);

/** The shared catalogue's keys in this chunk (form.ts maps the API's error codes back to them). */
export const messageKeys = Object.keys(shared);

export default textTree(shared, {}, Object.values(features));

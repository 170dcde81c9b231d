// Content calls of SPEC §7, at their exact paths under /shop-api.
import { z } from 'zod';
import {
  bannerItem, categoryNode, friendLinkPage, friendLinkQuery, helpArticleDetail, helpArticleItem, helpArticleListQuery,
  helpCategoryPage, hotSearchItem, hotSearchQuery, idParam, navItem, navQuery, noticeDetail, noticeItem, pageQuery,
  paySwitch, popupAdPage, popupAdQuery, serviceSwitch, termsPage, termsQuery, webConfig, idOrZeroQuery,
} from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import type { ContentService } from './service';

const tags = ['content'];

export function registerContentRoutes(app: ZodApp, content: ContentService) {
  app.get('/webConfig/getPcWebConfig', { schema: { tags, summary: 'PC web configuration', response: { 200: webConfig } } },
    (req) => content.webConfig(req.lang));

  app.get('/sys/config/info/getSysPaySwitch', { schema: { tags, summary: 'Payment methods switched on (pages cache it 5 hours)', response: { 200: paySwitch } } },
    () => content.paySwitch());

  app.get('/sys/config/info/getSysServiceSwitch', { schema: { tags, summary: 'Which terms links the login and register forms show', response: { 200: serviceSwitch } } },
    () => content.serviceSwitch());

  app.get('/shop/notice/topNoticeList/:shopId', {
    schema: { tags, summary: 'Notices of the platform (0) or of a shop, pinned first', params: z.object({ shopId: idOrZeroQuery }), response: { 200: z.array(noticeItem) } },
  }, (req) => content.topNotices(req.params.shopId, req.lang));

  app.get('/shop/notice/info/:id', { schema: { tags, summary: 'One notice', params: idParam, response: { 200: noticeDetail } } },
    (req) => content.noticeDetail(req.params.id, req.lang));

  app.get('/search/hotSearch', { schema: { tags: ['search'], summary: 'Hot search words', querystring: hotSearchQuery, response: { 200: z.array(hotSearchItem) } } },
    (req) => content.hotSearch(req.query.number, req.lang));

  app.get('/service/nav/page', { schema: { tags, summary: 'Site navigation items, home first', querystring: navQuery, response: { 200: z.array(navItem) } } },
    (req) => content.nav(req.query.showStatus, req.lang));

  app.get('/category/categoryInfo', { schema: { tags, summary: 'The three-level category tree', response: { 200: z.array(categoryNode) } } },
    (req) => content.categoryTree(req.lang));

  app.get('/service/helpCategory/page', { schema: { tags, summary: 'Help categories (flat, parentId links children)', querystring: pageQuery, response: { 200: helpCategoryPage } } },
    (req) => content.helpCategories(req.query.current, req.query.size, req.lang));

  app.get('/service/helpArticle/list', { schema: { tags, summary: 'Help articles of a category', querystring: helpArticleListQuery, response: { 200: z.array(helpArticleItem) } } },
    (req) => content.helpArticles(req.query.categoryId, req.lang));

  app.get('/service/helpArticle/info/:id', { schema: { tags, summary: 'One help article', params: idParam, response: { 200: helpArticleDetail } } },
    (req) => content.helpArticle(req.params.id, req.lang));

  app.get('/service/indexLink/page', { schema: { tags, summary: 'Friend links', querystring: friendLinkQuery, response: { 200: friendLinkPage } } },
    (req) => content.friendLinks(req.query.current, req.query.size, req.query.deleted, req.lang));

  app.get('/service/homeSuspendAd/page', { schema: { tags, summary: 'Popup ads: showStation 0 top, 1 bottom, 2 centre', querystring: popupAdQuery, response: { 200: popupAdPage } } },
    (req) => content.popupAds(req.query.showStation, req.query.current, req.query.size, req.lang));

  app.get('/indexImgs', { schema: { tags, summary: 'Home carousel banners', response: { 200: z.array(bannerItem) } } },
    (req) => content.banners(req.lang));

  app.get('/sys/terms/:sts', { schema: { tags, summary: 'Terms of service (0) or privacy policy (1)', params: termsQuery, response: { 200: termsPage } } },
    (req) => content.terms(req.params.sts, req.lang));
}

// Tables owned by the content module: site configuration, switches, navigation,
// the category tree, notices, help, links, popup ads, hot words, banners and terms.
import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Key/value settings: web config, pay switch, service switch. Values are JSON. */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const category = pgTable(
  'category',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    /** 1, 2 or 3 */
    grade: smallint('grade').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon'),
    seq: integer('seq').notNull().default(0),
    /** 1 shown, 0 hidden */
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('category_parent_idx').on(t.parentId, t.seq)],
);

/** Site navigation: home first (seq 0), zone items link to /zone/zone-all?id= */
export const navItem = pgTable('nav_item', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  uri: text('uri').notNull(),
  /** 'zone' or 'link' */
  type: text('type').notNull().default('link'),
  zoneId: integer('zone_id'),
  zoneNameZh: text('zone_name_zh'),
  zoneNameEn: text('zone_name_en'),
  /** 0 shown, 1 hidden, as the spec's showStatus=0 query selects shown ones */
  showStatus: smallint('show_status').notNull().default(0),
  seq: integer('seq').notNull().default(0),
});

export const notice = pgTable(
  'notice',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 0 = platform notice; otherwise the shop that published it */
    shopId: integer('shop_id').notNull().default(0),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    /** 1 published, 0 draft */
    status: smallint('status').notNull().default(1),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_shop_idx').on(t.shopId, t.status, t.publishTime)],
);

export const hotSearch = pgTable('hot_search', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  /** manual weight set by the operator; real search counts are added by the search module */
  seq: integer('seq').notNull().default(0),
  searchCount: integer('search_count').notNull().default(0),
  status: smallint('status').notNull().default(1),
});

export const helpCategory = pgTable('help_category', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  seq: integer('seq').notNull().default(0),
});

export const helpArticle = pgTable('help_article', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  categoryId: integer('category_id').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  /** sanitized HTML */
  contentZh: text('content_zh').notNull(),
  contentEn: text('content_en').notNull(),
  seq: integer('seq').notNull().default(0),
});

export const friendLink = pgTable('friend_link', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  url: text('url').notNull(),
  seq: integer('seq').notNull().default(0),
  deleted: smallint('deleted').notNull().default(0),
});

/** Popup ads: showStation 0 top, 1 bottom, 2 centre */
export const popupAd = pgTable('popup_ad', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  showStation: smallint('show_station').notNull(),
  picZh: text('pic_zh').notNull(),
  picEn: text('pic_en').notNull(),
  link: text('link').notNull().default(''),
  status: smallint('status').notNull().default(1),
  seq: integer('seq').notNull().default(0),
  /** shown from / until (either open when null) */
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
});

/** Home carousel banners */
export const banner = pgTable('banner', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  picZh: text('pic_zh').notNull(),
  picEn: text('pic_en').notNull(),
  link: text('link').notNull().default(''),
  seq: integer('seq').notNull().default(0),
  status: smallint('status').notNull().default(1),
});

/** Terms texts: sts 0 = terms of service, 1 = privacy policy */
export const terms = pgTable('terms', {
  sts: smallint('sts').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  contentZh: text('content_zh').notNull(),
  contentEn: text('content_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Zone (special topic page) definitions, rendered part by part. */
export const zone = pgTable('zone', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  /** ordered list of zone parts: { type: 'hot-area' | 'image-ad' | ..., ...props } */
  parts: jsonb('parts').notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});


/** Platform news (/News, /newsDetail): sanitized rich text, published or draft. */
export const news = pgTable(
  'news',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    /** sanitized HTML */
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    cover: text('cover').notNull().default(''),
    /** 1 published, 0 draft */
    status: smallint('status').notNull().default(1),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_status_idx').on(t.status, t.publishTime)],
);

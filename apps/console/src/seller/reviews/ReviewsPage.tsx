// Seller centre: the reviews of the shop's products, unreplied first tab or all; the shop replies once to each
// (1-200 characters, not all spaces: the shared rule here, the API checks again). Texts are rendered as text.
import { Button, Form, Image, Input, Rate, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { REVIEW_LIMITS, SELLER_REVIEW_FILTERS, reviewReplyRule, translate as message, type SellerReviewFilter, type SellerReviewRow } from '@mall/shared';
import { CrudTable } from '../../app/components/CrudTable';
import { FormModal } from '../../app/components/FormModal';
import { formatTime } from '../../app/format';
import { useI18n } from '../../app/i18n';
import { reviewsApi } from './api';

const thumbs = (pics: string[]) =>
  pics.length ? (
    <Image.PreviewGroup>
      <Space size={4} wrap>{pics.map((p) => <Image key={p} src={`${p}?w=200`} width={40} height={40} style={{ objectFit: 'cover' }} preview={{ src: p }} />)}</Space>
    </Image.PreviewGroup>
  ) : null;

export function ReviewsPage() {
  const { t, lang } = useI18n();
  const [filter, setFilter] = useState<SellerReviewFilter>('unreplied');
  const [replying, setReplying] = useState<SellerReviewRow | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const load = useCallback((current: number, size: number) => reviewsApi.list(filter, current, size).then((p) => ({ list: p.records, total: p.total })), [filter]);

  const columns: TableColumnsType<SellerReviewRow> = [
    {
      title: t('sellerReviews.product'), key: 'product', width: 200, render: (_, r) => (
        <Space>
          {r.pic && <img src={`${r.pic}?w=200`} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />}
          <span>
            <Typography.Text ellipsis style={{ maxWidth: 140, display: 'block' }}>{r.prodName}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.skuName}</Typography.Text>
          </span>
        </Space>
      ),
    },
    {
      title: t('sellerReviews.content'), key: 'content', render: (_, r) => (
        <Space orientation="vertical" size={4} style={{ maxWidth: 360 }}>
          <Rate disabled value={r.rating} style={{ fontSize: 13 }} aria-label={t('sellerReviews.rating')} />
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.content}</Typography.Text>
          {thumbs(r.pics)}
          {r.followUp && (
            <>
              <Typography.Text type="warning">{t('sellerReviews.followUp')}</Typography.Text>
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.followUp.content}</Typography.Text>
              {thumbs(r.followUp.pics)}
            </>
          )}
        </Space>
      ),
    },
    {
      title: t('sellerReviews.reviewer'), key: 'reviewer', width: 150, render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <Space size={4} wrap><span style={{ whiteSpace: 'nowrap' }}>{r.reviewer}</span>{r.anonymous && <Tag>{t('sellerReviews.anonymous')}</Tag>}</Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatTime(r.createTime, lang)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('sellerReviews.reply'), key: 'reply', width: 200, render: (_, r) => r.reply
        ? <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>{r.reply.content}</Typography.Text>
        : <Button type="primary" size="small" onClick={() => setReplying(r)}>{t('sellerReviews.replyAction')}</Button>,
    },
  ];

  return (
    <>
      <CrudTable<SellerReviewRow>
        title={t('sellerReviews.title')}
        rowKey="reviewId"
        columns={columns}
        load={load}
        reloadKey={reloadKey}
        filters={<Tabs activeKey={filter} onChange={(k) => setFilter(k as SellerReviewFilter)} items={SELLER_REVIEW_FILTERS.map((f) => ({ key: f, label: t(`sellerReviews.filter.${f}`) }))} />}
      />
      <FormModal<{ content: string }>
        open={replying !== null}
        title={t('sellerReviews.replyTitle')}
        onClose={() => setReplying(null)}
        onSubmit={async (v) => {
          await reviewsApi.reply(replying!.reviewId, { content: v.content });
          setReloadKey((k) => k + 1);
        }}
      >
        {replying && <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>{replying.content}</Typography.Paragraph>}
        <Form.Item
          name="content"
          label={t('sellerReviews.replyLabel')}
          required
          rules={[{ validator: (_, v: string | undefined) => { const key = reviewReplyRule(v ?? ''); return key ? Promise.reject(new Error(message(key, lang))) : Promise.resolve(); } }]}
        >
          <Input.TextArea rows={4} maxLength={REVIEW_LIMITS.replyMax} showCount placeholder={t('sellerReviews.replyPlaceholder')} />
        </Form.Item>
      </FormModal>
    </>
  );
}

// One message of a conversation in the console (buyer left, shop right), and a product or order card.
import { Image, Space, Typography } from 'antd';
import type { ChatCard, ChatMessage } from '@mall/shared';
import { formatTime } from '../app/format';
import { useI18n, type Lang } from '../app/i18n';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export function CardView({ card }: { card: ChatCard }) {
  const { t } = useI18n();
  return (
    <Space align="start" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 6, background: '#fff', width: '100%', boxSizing: 'border-box', overflow: 'hidden' }}>
      {card.pic && <img src={card.pic.startsWith('/uploads/') ? `${card.pic}?w=200` : card.pic} alt="" width={44} height={44} style={{ objectFit: 'cover', borderRadius: 4 }} />}
      <Space orientation="vertical" size={0}>
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>{card.kind === 'product' ? t('chatDesk.type.product') : `${t('chatDesk.type.order')} ${card.id}`}</Typography.Text>
        <Typography.Text ellipsis style={{ maxWidth: 200, fontSize: 13 }}>{card.title}</Typography.Text>
        <Typography.Text style={{ color: '#d1282d', fontSize: 12 }}>{yuan(card.price)}</Typography.Text>
      </Space>
    </Space>
  );
}

export function MessageBubble({ m, lang }: { m: ChatMessage; lang: Lang }) {
  const shop = m.side === 'shop';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: shop ? 'flex-end' : 'flex-start', marginBottom: 10 }} data-seq={m.seq}>
      <Typography.Text type="secondary" style={{ fontSize: 11 }}>{formatTime(m.createdAt, lang)}</Typography.Text>
      <div style={{ maxWidth: '75%', background: shop ? '#ffe9e6' : '#fff', border: '1px solid #eee', borderRadius: 8, padding: '6px 10px', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} className="desk-msg">
        {m.msgType === 'text' && m.content}
        {m.msgType === 'image' && <Image src={`${m.content}?w=400`} preview={{ src: m.content }} width={160} alt="" />}
        {(m.msgType === 'product' || m.msgType === 'order') && (m.card ? <CardView card={m.card} /> : m.content)}
      </div>
    </div>
  );
}

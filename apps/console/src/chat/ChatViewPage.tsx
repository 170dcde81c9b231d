// Platform console, read-only (issue 15): every shop's conversations, searched by words of the messages or by shop,
// for disputes; a row shows the conversation and the buyer beside it. Nothing can be sent from here.
import { Card, Empty, Input, List, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { ChatBuyerProfile, ChatConversation, ChatMessage } from '@mall/shared';
import { formatTime } from '../app/format';
import { ShopPicker } from '../components/ShopPicker';
import { useI18n } from '../app/i18n';
import { chatViewApi } from './api';
import { CardView, MessageBubble } from './MessageBubble';

export function ChatViewPage() {
  const { t, lang } = useI18n();
  const [keyword, setKeyword] = useState('');
  const [shopId, setShopId] = useState<number | undefined>();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [data, setData] = useState<{ list: ChatConversation[]; total: number }>({ list: [], total: 0 });
  const [active, setActive] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [profile, setProfile] = useState<ChatBuyerProfile | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void chatViewApi.list(keyword, shopId, page.current, page.size).then((p) => setData({ list: p.records, total: p.total })).catch((e: Error) => setError(e.message));
  }, [keyword, shopId, page]);
  const open = async (c: ChatConversation) => {
    setActive(c);
    try {
      setMessages((await chatViewApi.messages(c.conversationId)).records);
      setProfile(await chatViewApi.profile(c.conversationId));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const columns: TableColumnsType<ChatConversation> = [
    { title: t('chatDesk.view.shop'), dataIndex: 'shopName', render: (_, c) => <Space size={4}>{c.shopName}{c.selfOperated && <Tag color="red">{t('chatDesk.view.self')}</Tag>}</Space> },
    { title: t('chatDesk.view.buyer'), dataIndex: 'nickName' },
    { title: t('chatDesk.view.last'), dataIndex: 'lastPreview', render: (_, c) => <Typography.Text ellipsis style={{ maxWidth: 260 }}>{c.lastType === 'text' ? c.lastPreview : t(`chatDesk.type.${c.lastType || 'text'}`)}</Typography.Text> },
    { title: t('chatDesk.view.time'), dataIndex: 'lastAt', render: (v: string | null) => formatTime(v, lang) },
    { title: t('chatDesk.view.count'), dataIndex: 'lastSeq' },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('chatDesk.view.title')} extra={<Tag>{t('chatDesk.view.readOnly')}</Tag>}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search allowClear placeholder={t('chatDesk.search')} aria-label={t('chatDesk.search')} onSearch={(v) => { setKeyword(v.trim()); setPage({ ...page, current: 1 }); }} style={{ width: 260 }} />
          <ShopPicker aria-label={t('chatDesk.view.shopId')} value={shopId} onChange={(v) => { setShopId(v); setPage({ ...page, current: 1 }); }} style={{ width: 260 }} />
        </Space>
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
        <Table<ChatConversation> size="small" rowKey="conversationId" columns={columns} dataSource={data.list}
          onRow={(c) => ({ onClick: () => void open(c), style: { cursor: 'pointer' } })}
          pagination={{ current: page.current, pageSize: page.size, total: data.total, onChange: (current, size) => setPage({ current, size }) }} />
      </Card>
      {active && (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 280px', gap: 12 }}>
          <Card size="small" title={`${active.shopName} · ${active.nickName}`}>
            <div style={{ maxHeight: 480, overflowY: 'auto', background: '#f7f7f7', padding: 12 }} role="log">
              {messages.length ? messages.map((m) => <MessageBubble key={m.id} m={m} lang={lang} />) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            </div>
          </Card>
          <Card size="small" title={t('chatDesk.buyer')}>
            {profile && (
              <List size="small" dataSource={[...(profile.fromProduct ? [profile.fromProduct] : []), ...(profile.fromOrder ? [profile.fromOrder] : []), ...profile.recentOrders]}
                renderItem={(c) => <List.Item><CardView card={c} /></List.Item>} header={<strong>{profile.nickName}</strong>} />
            )}
          </Card>
        </div>
      )}
    </Space>
  );
}

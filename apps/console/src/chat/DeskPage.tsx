// The customer-service desk (issue 15): the seller centre's for the owner's shop, the platform console's for the
// self-operated store. Left: the queue (waiting for a reply / mine / all) with history search; middle: the
// conversation, paged backwards, with a reply box (text, image, quick replies); right: the buyer (the product or
// order they came from, their recent orders here). Top: the online switch and the service hours (7*8), the quick
// replies the shop keeps. New messages arrive over the socket; replies go over HTTP (stored before answered).
// Who serves each conversation is shown beside it; the agent serving one (or the shop's owner) transfers it to
// another agent of the shop, picked with their online state (decision 027). A staff member (the /console/service
// area) sees the switch and hours without changing them, and uses the quick replies the owner keeps.
import { Avatar, Badge, Button, Card, Empty, Input, List, Modal, Popover, Space, Switch, Tabs, Tag, Typography, Upload, message } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { PictureOutlined, ThunderboltOutlined, UserOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_CODE, type ChatAgents, type ChatBuyerProfile, type ChatCard, type ChatConversation, type ChatDeskSettings, type ChatMessage, type ChatMsgType } from '@mall/shared';
import { formatTime } from '../app/format';
import { useI18n } from '../app/i18n';
import { deskApi, newClientMsgId, type DeskKind, type DeskTab } from './api';
import { openDeskSocket, type DeskSocketState, type Frame } from './socket';
import { CardView, MessageBubble } from './MessageBubble';

const mergeMsg = (list: ChatMessage[], m: ChatMessage) => (list.some((x) => x.id === m.id) ? list : [...list, m].sort((a, b) => a.seq - b.seq));

export function DeskPage({ kind }: { kind: DeskKind }) {
  const { t, lang } = useI18n();
  const desk = useMemo(() => deskApi(kind), [kind]);
  const [tab, setTab] = useState<DeskTab>('waiting');
  const [keyword, setKeyword] = useState('');
  const [convs, setConvs] = useState<ChatConversation[]>([]);
  const [active, setActive] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [profile, setProfile] = useState<ChatBuyerProfile | null>(null);
  const [text, setText] = useState('');
  const [settings, setSettings] = useState<ChatDeskSettings | null>(null);
  const [quick, setQuick] = useState<{ id: number; text: string }[]>([]);
  const [quickOpen, setQuickOpen] = useState(false);
  const [newQuick, setNewQuick] = useState('');
  const [state, setState] = useState<{ s: DeskSocketState; m?: string }>({ s: 'connecting' });
  const [agents, setAgents] = useState<ChatAgents | null>(null);
  const [transferOpen, setTransferOpen] = useState(false);
  const activeRef = useRef<number | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const fail = useCallback((e: unknown) => {
    void message.error((e as Error).message);
  }, []);
  const loadAgents = useCallback(() => desk.agents().then(setAgents, () => undefined), [desk]);
  const reload = useCallback(() => desk.list(tab, keyword).then((p) => {
    setConvs(p.records);
    // the open conversation follows (who serves it now)
    setActive((a) => (a ? p.records.find((c) => c.conversationId === a.conversationId) ?? a : a));
  }).catch(fail), [desk, tab, keyword, fail]);
  useEffect(() => void reload(), [reload]);
  useEffect(() => {
    void loadAgents();
    // the other agents' online state and load, now and then
    const every = setInterval(() => void loadAgents(), 30_000);
    return () => clearInterval(every);
  }, [loadAgents]);
  useEffect(() => {
    void desk.settings().then(setSettings).catch(fail);
    void desk.quickReplies().then(setQuick).catch(fail);
  }, [desk, fail]);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages.length]);

  const open = useCallback(async (c: ChatConversation) => {
    setActive(c);
    activeRef.current = c.conversationId;
    setProfile(null);
    try {
      const page = await desk.messages(c.conversationId);
      setMessages(page.records);
      setHasMore(page.hasMore);
      await desk.read(c.conversationId);
      setConvs((list) => list.map((x) => (x.conversationId === c.conversationId ? { ...x, unread: 0 } : x)));
      setProfile(await desk.profile(c.conversationId));
    } catch (e) {
      fail(e);
    }
  }, [desk, fail]);

  const onMessage = useCallback((m: ChatMessage) => {
    if (m.conversationId === activeRef.current) {
      setMessages((list) => mergeMsg(list, m));
      if (m.side === 'user') void desk.read(m.conversationId).catch(() => undefined);
    }
    // the queue follows: a known conversation moves to the top; an unknown one is fetched with the list
    setConvs((list) => {
      const found = list.find((c) => c.conversationId === m.conversationId);
      if (!found) {
        void reload();
        return list;
      }
      const unread = m.side === 'user' && m.conversationId !== activeRef.current ? found.unread + 1 : found.unread;
      return [{ ...found, lastAt: m.createdAt, lastType: m.msgType, lastPreview: m.msgType === 'text' ? m.content.slice(0, 60) : '', unread, awaitingReply: m.side === 'user' }, ...list.filter((c) => c !== found)];
    });
  }, [desk, reload]);

  const socketRef = useRef<ReturnType<typeof openDeskSocket> | null>(null);
  useEffect(() => {
    const s = openDeskSocket({
      ticket: () => desk.ticket(),
      lang,
      onState: (st, m) => {
        setState({ s: st, m });
        // connected: this agent is online now (the list says so)
        if (st === 'open') void loadAgents();
      },
      onReconnected: () => {
        void reload();
        const id = activeRef.current;
        if (id) void desk.messages(id).then((p) => setMessages(p.records)).catch(() => undefined);
      },
      onFrame: (f: Frame) => {
        if (f.code === CHAT_CODE.message || f.code === CHAT_CODE.ack) onMessage(f.data as ChatMessage);
        else if (f.code === CHAT_CODE.conversation) {
          void reload();
          void loadAgents();
        } else if ((f.code === CHAT_CODE.notYours || f.code === CHAT_CODE.refused) && f.content) message.warning(f.content);
      },
    });
    socketRef.current = s;
    return () => s.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [desk]);

  const send = async (msgType: ChatMsgType, content: string) => {
    if (!active) return;
    try {
      onMessage(await desk.send(active.conversationId, msgType, content, newClientMsgId()));
      if (msgType === 'text') setText('');
    } catch (e) {
      fail(e);
    }
  };
  const earlier = async () => {
    if (!active || !messages[0]) return;
    const page = await desk.messages(active.conversationId, messages[0].seq).catch((e: unknown) => {
      fail(e);
      return null;
    });
    if (!page) return;
    setMessages((list) => [...page.records, ...list]);
    setHasMore(page.hasMore);
  };
  const saveSettings = async (next: ChatDeskSettings) => {
    try {
      setSettings(await desk.saveSettings(next));
      message.success(t('chatDesk.saved'));
    } catch (e) {
      fail(e);
    }
  };

  const claim = async (c: ChatConversation) => {
    try {
      await desk.claim(c.conversationId);
      await reload();
    } catch (e) {
      fail(e);
      void reload();
    }
  };
  const transfer = async (c: ChatConversation, to: number) => {
    setTransferOpen(false);
    try {
      await desk.transfer(c.conversationId, to);
      message.success(t('chatDesk.transferred', { name: agentName(to) }));
      await reload();
      void loadAgents();
    } catch (e) {
      fail(e);
    }
  };
  const me = agents?.me ?? null;
  const isStaff = me?.role === 'staff';
  const agentName = (id: number) => agents?.agents.find((a) => a.userId === id)?.name ?? `#${id}`;
  const servedBy = (c: ChatConversation) => (c.agentUserId === null ? null : c.agentUserId === me?.userId ? t('chatDesk.me') : agentName(c.agentUserId));
  const mayTransfer = (c: ChatConversation) => !!me && (c.agentUserId === me.userId || c.agentUserId === null || me.role === 'owner');
  const stateText = state.s === 'open' ? null : state.m || t(`chatDesk.state.${state.s}`);
  const waitingCount = convs.filter((c) => c.awaitingReply).length;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap size={16} align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>{t('chatDesk.title')}</Typography.Title>
          {settings && (
            <>
              <Space>
                <Switch checked={settings.online} disabled={isStaff} onChange={(on) => void saveSettings({ ...settings, online: on })} aria-label={t('chatDesk.online')} />
                <span>{settings.online ? t('chatDesk.online') : t('chatDesk.offline')}</span>
              </Space>
              <Space>
                <span>{t('chatDesk.hours')}</span>
                <Input style={{ width: 72 }} disabled={isStaff} aria-label={t('chatDesk.hoursStart')} value={settings.hoursStart} onChange={(e) => setSettings({ ...settings, hoursStart: e.target.value })} />
                <span>-</span>
                <Input style={{ width: 72 }} disabled={isStaff} aria-label={t('chatDesk.hoursEnd')} value={settings.hoursEnd} onChange={(e) => setSettings({ ...settings, hoursEnd: e.target.value })} />
                {!isStaff && <Button onClick={() => void saveSettings(settings)}>{t('chatDesk.saveHours')}</Button>}
              </Space>
            </>
          )}
          {!isStaff && <Button icon={<ThunderboltOutlined />} onClick={() => setQuickOpen(true)}>{t('chatDesk.quickReplies')}</Button>}
          {agents && (
            <Space size={4} wrap data-testid="desk-agents">
              <span>{t('chatDesk.agents')}</span>
              {agents.agents.map((a) => <Badge key={a.userId} status={a.online ? 'success' : 'default'} text={a.userId === me?.userId ? `${a.name} (${t('chatDesk.me')})` : a.name} />)}
            </Space>
          )}
          {stateText && <Tag color={state.s === 'reconnecting' || state.s === 'connecting' ? 'orange' : 'red'} data-testid="desk-state">{stateText}</Tag>}
          {state.s === 'lost' && <Button size="small" onClick={() => socketRef.current?.retryNow()}>{t('chatDesk.state.refresh')}</Button>}
        </Space>
      </Card>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(240px, 300px) minmax(0, 1fr) minmax(220px, 280px)', gap: 12, alignItems: 'stretch' }}>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as DeskTab)}
            centered
            items={[
              { key: 'waiting', label: <Badge count={tab === 'waiting' ? waitingCount : 0} size="small" offset={[8, 0]}>{t('chatDesk.tab.waiting')}</Badge> },
              { key: 'mine', label: t('chatDesk.tab.mine') },
              { key: 'all', label: t('chatDesk.tab.all') },
            ]}
          />
          <div style={{ padding: '0 12px 8px' }}>
            <Input.Search allowClear placeholder={t('chatDesk.search')} aria-label={t('chatDesk.search')} onSearch={(v) => setKeyword(v.trim())} />
          </div>
          <List
            style={{ maxHeight: 560, overflowY: 'auto' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chatDesk.empty')} /> }}
            dataSource={convs}
            renderItem={(c) => (
              <List.Item
                onClick={() => void open(c)}
                style={{ cursor: 'pointer', padding: '10px 12px', background: c.conversationId === active?.conversationId ? '#fff1f0' : undefined }}
                data-testid="desk-conversation"
              >
                <List.Item.Meta
                  avatar={<Badge count={c.unread} size="small"><Avatar src={c.userAvatar || undefined} icon={<UserOutlined />} /></Badge>}
                  title={<Space size={4} wrap><span>{c.nickName}</span>{c.awaitingReply && <Tag color="red">{t('chatDesk.waiting')}</Tag>}{servedBy(c) && <Tag color={c.agentUserId === me?.userId ? 'green' : 'blue'} data-testid="desk-served-by">{servedBy(c)}</Tag>}</Space>}
                  description={<Typography.Text type="secondary" ellipsis style={{ maxWidth: 180, fontSize: 12 }}>{c.lastType === 'text' ? c.lastPreview : t(`chatDesk.type.${c.lastType || 'text'}`)} · {formatTime(c.lastAt, lang)}</Typography.Text>}
                />
              </List.Item>
            )}
          />
        </Card>
        <Card size="small" title={active ? active.nickName : t('chatDesk.pick')} styles={{ body: { display: 'flex', flexDirection: 'column', height: 560, padding: 0 } }}
          extra={active ? (
            <Space size={8}>
              <Typography.Text type="secondary" data-testid="desk-serving">{active.agentUserId === null ? t('chatDesk.unserved') : t('chatDesk.servedBy', { name: servedBy(active) ?? '' })}</Typography.Text>
              {active.agentUserId === null && <Button size="small" type="primary" onClick={() => void claim(active)}>{t('chatDesk.claim')}</Button>}
              {agents && mayTransfer(active) && (
                <Popover
                  trigger="click"
                  open={transferOpen}
                  onOpenChange={setTransferOpen}
                  title={t('chatDesk.transferTo')}
                  content={(
                    <List
                      size="small"
                      style={{ minWidth: 220 }}
                      dataSource={agents.agents.filter((a) => a.userId !== active.agentUserId && !(active.agentUserId === null && a.userId === me?.userId))}
                      locale={{ emptyText: t('chatDesk.noAgents') }}
                      renderItem={(a) => (
                        <List.Item style={{ cursor: 'pointer' }} onClick={() => void transfer(active, a.userId)} data-testid="desk-transfer-target">
                          <Space><Badge status={a.online ? 'success' : 'default'} /><span>{a.name}</span><Typography.Text type="secondary">{t(`chatDesk.role.${a.role}`)} · {a.online ? t('chatDesk.online') : t('chatDesk.offline')} · {t('chatDesk.open', { count: a.open })}</Typography.Text></Space>
                        </List.Item>
                      )}
                    />
                  )}
                >
                  <Button size="small" icon={<SwapOutlined />}>{t('chatDesk.transfer')}</Button>
                </Popover>
              )}
            </Space>
          ) : null}>
          {active ? (
            <>
              <div ref={box} style={{ flex: 1, overflowY: 'auto', padding: 12, background: '#f7f7f7' }} data-testid="desk-messages" role="log" aria-live="polite">
                {hasMore && <Button type="link" size="small" block onClick={() => void earlier()}>{t('chatDesk.earlier')}</Button>}
                {messages.map((m) => <MessageBubble key={m.id} m={m} lang={lang} />)}
              </div>
              <div style={{ borderTop: '1px solid #f0f0f0', padding: 8 }}>
                <Space style={{ marginBottom: 6 }}>
                  <Upload accept="image/jpeg,image/png,image/gif,image/webp" showUploadList={false} customRequest={({ file }) => void desk.upload(file as File).then((r) => send('image', r.url)).catch(fail)}>
                    <Button size="small" icon={<PictureOutlined />}>{t('chatDesk.image')}</Button>
                  </Upload>
                  <Popover trigger="click" content={quick.length ? <List size="small" dataSource={quick} renderItem={(q) => <List.Item style={{ cursor: 'pointer' }} onClick={() => setText(q.text)}>{q.text}</List.Item>} /> : t('chatDesk.noQuick')}>
                    <Button size="small" icon={<ThunderboltOutlined />}>{t('chatDesk.useQuick')}</Button>
                  </Popover>
                </Space>
                <Input.TextArea rows={3} maxLength={500} value={text} aria-label={t('chatDesk.reply')} placeholder={t('chatDesk.replyHint')} onChange={(e) => setText(e.target.value)}
                  onPressEnter={(e) => { if (!e.shiftKey) { e.preventDefault(); if (text.trim()) void send('text', text); } }} />
                <div style={{ textAlign: 'right', marginTop: 6 }}>
                  <Button type="primary" disabled={!text.trim()} onClick={() => void send('text', text)}>{t('chatDesk.send')}</Button>
                </div>
              </div>
            </>
          ) : (
            <Empty style={{ margin: 'auto' }} description={t('chatDesk.pick')} />
          )}
        </Card>
        <Card size="small" title={t('chatDesk.buyer')}>
          {profile ? (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Space><Avatar src={profile.userAvatar || undefined} icon={<UserOutlined />} /><strong>{profile.nickName}</strong></Space>
              {profile.fromProduct && <><Typography.Text type="secondary">{t('chatDesk.fromProduct')}</Typography.Text><CardView card={profile.fromProduct} /></>}
              {profile.fromOrder && <><Typography.Text type="secondary">{t('chatDesk.fromOrder')}</Typography.Text><CardView card={profile.fromOrder} /></>}
              <Typography.Text type="secondary">{t('chatDesk.recentOrders')}</Typography.Text>
              {profile.recentOrders.length ? profile.recentOrders.map((o: ChatCard) => <CardView key={o.id} card={o} />) : <Typography.Text type="secondary">-</Typography.Text>}
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('chatDesk.pick')}</Typography.Text>
          )}
        </Card>
      </div>
      <Modal open={quickOpen} title={t('chatDesk.quickReplies')} onCancel={() => setQuickOpen(false)} footer={null}>
        <List
          dataSource={quick}
          locale={{ emptyText: t('chatDesk.noQuick') }}
          renderItem={(q) => (
            <List.Item actions={[<Button key="d" size="small" danger onClick={() => void desk.removeQuickReply(q.id).then(() => setQuick(quick.filter((x) => x.id !== q.id))).catch(fail)}>{t('app.delete')}</Button>]}>{q.text}</List.Item>
          )}
        />
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input value={newQuick} maxLength={200} aria-label={t('chatDesk.newQuick')} placeholder={t('chatDesk.newQuick')} onChange={(e) => setNewQuick(e.target.value)} />
          <Button type="primary" onClick={() => void desk.addQuickReply(newQuick).then((q) => { setQuick([...quick, q]); setNewQuick(''); }).catch(fail)}>{t('chatDesk.add')}</Button>
        </Space.Compact>
      </Modal>
    </Space>
  );
}

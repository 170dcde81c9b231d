// "联系客服 / Contact the shop" (issue 15): on the product page, the shop home, the order page and the cart, to
// /chat?shopId= with the product or order it came from (/chat asks for a login first when there is none).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Headset } from 'lucide-react';
import { chatHref } from './api';
import './contact.css';

export function ContactShop(props: { shopId: number; prodId?: number; orderNumber?: string; className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={chatHref(props)} className={`chat-contact ${props.className ?? ''}`} data-testid="contact-shop">
      <Headset size={14} aria-hidden="true" />
      {props.label ?? t('chat.contact')}
    </Link>
  );
}

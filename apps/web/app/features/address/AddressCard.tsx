// One delivery address as a card: recipient, phone (masked), region and detailed address, the default mark.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maskMobile, type UserAddress } from '@mall/shared';

export function AddressText({ address }: { address: Pick<UserAddress, 'province' | 'city' | 'area' | 'addr'> }) {
  // municipalities repeat the province as the city (北京市 北京市): shown once
  const city = address.city === address.province ? '' : address.city;
  return <>{[address.province, city, address.area, address.addr].filter(Boolean).join(' ')}</>;
}

export function AddressCard({ address, children }: { address: UserAddress; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`addr-card${address.isDefault ? ' is-default' : ''}`}>
      <p className="addr-card__who">
        <strong>{address.receiver}</strong>
        <span>{maskMobile(address.mobile)}</span>
        {address.isDefault && <span className="mtag mtag--red">{t('addrBook.default')}</span>}
      </p>
      <p className="addr-card__where">
        <AddressText address={address} />
      </p>
      {children && <div className="addr-card__ops">{children}</div>}
    </div>
  );
}

// The checkout's delivery address: the address book as a radio group of cards (the chosen one is priced by the
// confirm: freight depends on it), "show all" past four, and a new address in a dialog that becomes the choice.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronUp, MapPin, Plus } from 'lucide-react';
import { ORDER_LIMITS, type UserAddress } from '@mall/shared';
import { useToast } from '../../../components/Toast';
import { API_TOAST_MS } from '../../../components/use-api-error-toast';
import { AddressCard } from '../../address/AddressCard';
import { AddressDialog } from '../../address/AddressDialog';

const FOLDED = 4;

export function AddressChoice({
  addresses,
  chosen,
  disabled,
  onChoose,
  onAdded,
}: {
  addresses: UserAddress[];
  chosen: number | null;
  disabled?: boolean;
  onChoose(addrId: number): void;
  onAdded(addrId: number): void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState(false);
  // the chosen address is always in view, first when folded
  const ordered = [...addresses].sort((a, b) => Number(b.addrId === chosen) - Number(a.addrId === chosen));
  const shown = open ? ordered : ordered.slice(0, FOLDED);

  function add() {
    if (addresses.length >= ORDER_LIMITS.addressBookMax) toast.show(t('address.limit'), API_TOAST_MS);
    else setAdding(true);
  }

  return (
    <div className="co-addr">
      {addresses.length === 0 ? (
        <div className="co-addr__none">
          <MapPin size={20} aria-hidden="true" />
          <span>{t('orders.checkout.noAddress')}</span>
          <button type="button" className="btn btn--primary btn--sm" onClick={add}>
            <Plus size={14} aria-hidden="true" />
            {t('addrBook.add')}
          </button>
        </div>
      ) : (
        <>
          <div className="co-addr__list" role="radiogroup" aria-label={t('orders.checkout.address')}>
            {shown.map((a) => (
              <label key={a.addrId} className={`co-addr__item${a.addrId === chosen ? ' is-chosen' : ''}`}>
                <input
                  type="radio"
                  name="co-address"
                  className="sr-only"
                  checked={a.addrId === chosen}
                  disabled={disabled}
                  onChange={() => onChoose(a.addrId)}
                />
                <AddressCard address={a} />
              </label>
            ))}
            <button type="button" className="co-addr__add" onClick={add}>
              <Plus size={18} aria-hidden="true" />
              {t('addrBook.add')}
            </button>
          </div>
          <div className="co-addr__more">
            {addresses.length > FOLDED && (
              <button type="button" className="mlink" onClick={() => setOpen(!open)} aria-expanded={open}>
                {open
                  ? t('orders.checkout.fewerAddresses')
                  : t('orders.checkout.allAddresses', { count: addresses.length })}
                {open ? <ChevronUp size={14} aria-hidden="true" /> : <ChevronDown size={14} aria-hidden="true" />}
              </button>
            )}
            <Link to="/user-center/uc-address" className="mlink">
              {t('orders.checkout.manageAddresses')}
            </Link>
          </div>
        </>
      )}
      {adding && (
        <AddressDialog
          onClose={() => setAdding(false)}
          onSaved={(addrId) => {
            setAdding(false);
            onAdded(addrId);
          }}
        />
      )}
    </div>
  );
}

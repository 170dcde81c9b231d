// uc-address (user centre): the address book — list, add / edit in a dialog, delete, set the default; at most
// ORDER_LIMITS.addressBookMax addresses (SPEC §8 'The maximum number of new delivery addresses has been reached').
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin, Plus } from 'lucide-react';
import { ORDER_LIMITS, type UserAddress } from '@mall/shared';
import { useToast } from '../../components/Toast';
import { API_TOAST_MS, useApiErrorToast } from '../../components/use-api-error-toast';
import { ConfirmDialog } from '../order/ui/Modal';
import { EmptyState } from '../order/ui/FormRow';
import { deleteAddress, setDefaultAddress } from './api';
import { AddressCard } from './AddressCard';
import { AddressDialog } from './AddressDialog';
import './address.css';

const INFO_MS = 1800;

export function AddressBook({ addresses }: { addresses: UserAddress[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const failed = useApiErrorToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<UserAddress | 'new' | null>(null);
  const [removing, setRemoving] = useState<UserAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const max = ORDER_LIMITS.addressBookMax;
  const full = addresses.length >= max;

  function add() {
    if (full) toast.show(t('address.limit'), API_TOAST_MS);
    else setEditing('new');
  }

  async function act(fn: () => ReturnType<typeof deleteAddress>, done: string) {
    if (busy) return;
    setBusy(true);
    const res = await fn();
    setBusy(false);
    setRemoving(null);
    if (failed(res)) return;
    toast.show(done, INFO_MS, 'info');
    await revalidator.revalidate();
  }

  return (
    <section className="uc-card addr-book" aria-labelledby="addr-book-title">
      <div className="addr-book__head">
        <h1 id="addr-book-title" className="uc-card__title">
          {t('addrBook.title')}
        </h1>
        <p className="addr-book__count">
          {full ? t('address.limit') : t('addrBook.count', { count: addresses.length, left: max - addresses.length })}
        </p>
        <button type="button" className="btn btn--primary btn--sm" onClick={add} aria-disabled={full || undefined}>
          <Plus size={14} aria-hidden="true" />
          {t('addrBook.add')}
        </button>
      </div>
      {addresses.length === 0 ? (
        <EmptyState icon={<MapPin size={40} strokeWidth={1.4} />} title={t('addrBook.empty')}>
          <button type="button" className="btn btn--primary" onClick={add}>
            {t('addrBook.add')}
          </button>
        </EmptyState>
      ) : (
        <ul className="addr-book__list">
          {addresses.map((a) => (
            <li key={a.addrId}>
              <AddressCard address={a}>
                {!a.isDefault && (
                  <button
                    type="button"
                    className="mlink"
                    disabled={busy}
                    onClick={() => void act(() => setDefaultAddress(a.addrId, i18n.language), t('addrBook.defaultSet'))}
                  >
                    {t('addrBook.setDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="mlink"
                  onClick={() => setEditing(a)}
                  aria-label={t('addrBook.editOf', { name: a.receiver })}
                >
                  {t('addrBook.editShort')}
                </button>
                <button
                  type="button"
                  className="mlink"
                  onClick={() => setRemoving(a)}
                  aria-label={t('addrBook.deleteOf', { name: a.receiver })}
                >
                  {t('addrBook.delete')}
                </button>
              </AddressCard>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.show(t('addrBook.saved'), INFO_MS, 'info');
            void revalidator.revalidate();
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('addrBook.deleteTitle')}
          text={t('addrBook.deleteText', { name: removing.receiver })}
          confirmLabel={t('addrBook.delete')}
          busy={busy}
          onConfirm={() => void act(() => deleteAddress(removing.addrId, i18n.language), t('addrBook.deleted'))}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

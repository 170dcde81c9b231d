import { useNavigation } from 'react-router';

/** A thin brand-coloured bar at the top while a client navigation loads its data. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return <div className={`nav-progress${busy ? ' is-busy' : ''}`} aria-hidden="true" />;
}

// Whether a site-nav entry is the page shown (issue 16): its path matches and so does every query parameter it names,
// so the three zone entries (/zone/zone-all?id=1, ?id=2, ?id=3) are not all highlighted on one zone's page.

export function navItemActive(uri: string, location: { pathname: string; search: string }): boolean {
  const target = new URL(uri || '/', 'http://this.site');
  const path = target.pathname.replace(/\/+$/, '') || '/';
  const here = location.pathname.replace(/\/+$/, '') || '/';
  if (path === '/' ? here !== '/' : here !== path && !here.startsWith(`${path}/`)) return false;
  const params = new URLSearchParams(location.search);
  return [...target.searchParams].every(([k, v]) => params.getAll(k).includes(v));
}

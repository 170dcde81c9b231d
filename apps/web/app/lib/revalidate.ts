import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Shell data (root, layouts) changes only with the language: reload it when `?lang=` changes to another value or
 * after a form submission, not on every navigation. An explicit revalidation (useRevalidator, e.g. after the user
 * changed the nickname the top bar shows) stays on the same address and follows the default.
 */
export function langRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const next = nextUrl.searchParams.get('lang');
  return next !== null && next !== currentUrl.searchParams.get('lang');
}

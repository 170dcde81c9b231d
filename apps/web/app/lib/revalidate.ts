import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Shell data (root, layouts) changes only with the language: reload it when `?lang=` changes to another value or
 * after a form submission, not on every navigation.
 */
export function langRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  const next = nextUrl.searchParams.get('lang');
  return next !== null && next !== currentUrl.searchParams.get('lang');
}

// Operators only: /p/admin/... answers 403 (admin.forbidden) to any other logged-in user.
// The one check lives in platform/auth.ts (requireOperator); this name stays for the store and company routes.
export { requireOperator as requireAdmin } from '../../platform/auth';

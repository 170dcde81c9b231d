// Operators only: /p/admin/... answers 403 (admin.forbidden) to any other logged-in user.
import type { FastifyRequest } from 'fastify';
import { requireUser, type AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';

export function requireAdmin(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (user.role !== 'admin') throw new AppError('admin.forbidden', 403, undefined, 'FORBIDDEN');
  return user;
}

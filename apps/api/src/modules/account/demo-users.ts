// The demo logins of ARCHITECTURE §5, created when missing (main.ts calls this after the demo seed).
import type { AccountService } from './service';

export const DEMO_USERS = [
  { username: 'demo_buyer', password: 'demo@123456', mobile: '13800138000', payPassword: '123456', nickname: '演示买家', role: 'buyer' },
  { username: 'demo_seller', password: 'demo@123456', nickname: '演示卖家', role: 'buyer' },
  { username: 'demo_admin', password: 'admin@123456', nickname: '平台运营', role: 'admin' },
  // customer service of the demo seller's shop (store staff, decision 027): the console's service desk only
  { username: 'demo_service', password: 'demo@123456', nickname: '演示客服', role: 'buyer' },
] as const;

/** Creates the demo users that do not exist yet; answers the ids of all of them by username. */
export async function ensureDemoUsers(account: AccountService): Promise<Record<(typeof DEMO_USERS)[number]['username'], number>> {
  const ids = {} as Record<(typeof DEMO_USERS)[number]['username'], number>;
  for (const demo of DEMO_USERS) {
    let found = await account.findByUsername(demo.username);
    if (!found) {
      try {
        found = await account.createUser({ ...demo });
      } catch (err) {
        // another process starting at the same moment made it first
        found = await account.findByUsername(demo.username);
        if (!found) throw err;
      }
    }
    ids[demo.username] = found.id;
  }
  return ids;
}

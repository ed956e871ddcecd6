import type { Database } from '../client.js';
import { authUser } from '../schema/index.js';

export { DEMO_EMAIL, type DemoLogin, seedDemo } from './demo.js';
export { seedReference } from './reference.js';

/** Start-up asks this to decide whether an embedded database is new enough for demo content. */
export async function hasAnyUser(db: Database): Promise<boolean> {
  const rows = await db.select({ id: authUser.id }).from(authUser).limit(1);
  return rows.length > 0;
}

import type { Harvest } from './values.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Identifiers, slugs and cursors from the app's successful answers, handed back in later
 * requests so they reach real rows. Each remembers who saw it: a member's requests use what she
 * saw herself first (her community, her vacancy), so edits reach the rows she may edit.
 */
export class IdHarvest implements Harvest {
  #byKey = new Map<string, Map<string, string>>();
  cursors: string[] = [];
  /** Whose request is being built: 'anonymous', 'member', 'admin'. */
  viewer = 'anonymous';
  /** Her user id, when signed in. */
  self: string | undefined;

  add(key: string, value: string, seenBy = this.viewer) {
    const values = this.#byKey.get(key) ?? new Map<string, string>();
    if (values.size < 200 && !values.has(value)) values.set(value, seenBy);
    this.#byKey.set(key, values);
  }

  ids = (key: string): string[] => {
    // companyId → companies.id, communityId → communities.id, vacancyId → vacancies.id
    const plural = `${key.replace(/Id$/, '').replace(/y$/, 'ie')}s.id`;
    const values = this.#byKey.get(key) ?? this.#byKey.get(plural) ?? new Map<string, string>();
    const own = [...values].filter(([, seenBy]) => seenBy === this.viewer).map(([v]) => v);
    return own.length > 0 ? own : [...values.keys()];
  };

  /** Every uuid (by key, and `id` by the answering path's first segment), slug and next cursor. */
  collect(segment: string, value: unknown) {
    const pending: unknown[] = [value];
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      if (!node || typeof node !== 'object') continue;
      for (const [key, child] of Object.entries(node)) {
        if (typeof child === 'string') {
          if (UUID.test(child)) {
            this.add(key, child);
            if (key === 'id') this.add(`${segment}.id`, child);
          } else if (key === 'slug') this.add('slug', child);
          else if (key === 'nextCursor' && this.cursors.length < 100) this.cursors.push(child);
        } else if (child && typeof child === 'object') pending.push(child);
      }
    }
  }
}

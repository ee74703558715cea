import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SqlDb } from '../../platform/sql/connection.server';
import type { SqlOutbox } from '../../platform/sql/outbox.server';
import type { ShipmentFollower, ShipmentMailStore } from './store';
import { shipmentFollowers as f, shipmentMailChoices as c } from './sql-tables.server';

const follower = {
  id: f.id,
  shipmentId: f.shipmentId,
  email: f.email,
  language: f.language,
};

/** The followers and choices in PostgreSQL or PGlite (migration 0230). */
export function sqlShipmentMailStore(db: SqlDb, outbox: SqlOutbox): ShipmentMailStore {
  return {
    requestFollow({ shipmentId, email, language, tokenHash, at, mail }) {
      return db.transaction(async (tx) => {
        // a new address, or a request not yet confirmed (a new token): one statement, so two
        // requests at once cannot both insert; a confirmed follower is left as it is
        const rows = await tx
          .insert(f)
          .values({ shipmentId, email, language, tokenHash, requestedAt: at })
          .onConflictDoUpdate({
            target: [f.shipmentId, f.email],
            set: { language, tokenHash, requestedAt: at },
            setWhere: isNull(f.confirmedAt),
          })
          .returning({ id: f.id });
        if (rows.length === 0) return 'following' as const;
        await outbox.enqueue(tx, [mail], at);
        return 'queued' as const;
      });
    },
    async confirmFollow(tokenHash, since, at) {
      const rows = await db
        .update(f)
        .set({ tokenHash: null, confirmedAt: at })
        .where(and(eq(f.tokenHash, tokenHash), isNull(f.confirmedAt), gt(f.requestedAt, since)))
        .returning({ shipmentId: f.shipmentId });
      return rows[0]?.shipmentId;
    },
    async getFollower(id) {
      const [row] = await db.select(follower).from(f).where(eq(f.id, id));
      return row;
    },
    async removeFollower(id) {
      const rows = await db.delete(f).where(eq(f.id, id)).returning({ id: f.id });
      return rows.length > 0;
    },
    async followers(shipmentId): Promise<ShipmentFollower[]> {
      return db
        .select(follower)
        .from(f)
        .where(and(eq(f.shipmentId, shipmentId), isNotNull(f.confirmedAt)))
        .orderBy(asc(f.id));
    },
    async choiceOf(personId) {
      const [row] = await db.select({ choice: c.choice }).from(c).where(eq(c.personId, personId));
      return row?.choice;
    },
    async choicesOf(personIds) {
      if (personIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(c)
        .where(inArray(c.personId, [...personIds]));
      return new Map(rows.map((row) => [row.personId, row.choice]));
    },
    async setChoice(personId, choice) {
      await db
        .insert(c)
        .values({ personId, choice })
        .onConflictDoUpdate({ target: c.personId, set: { choice: sql`excluded.choice` } });
    },
  };
}

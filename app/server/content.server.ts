import { asc, isNull } from "drizzle-orm";
import { getDb } from "./db/client.server";
import { type Certification, type Client, certifications, clients } from "./db/schema.server";

/** Reads of the certifications and clients the admin keeps (public pages show exactly these). */

export function listCertifications(): Certification[] {
  return getDb().select().from(certifications).where(isNull(certifications.deletedAt)).orderBy(asc(certifications.id)).all();
}

export function listClients(): Client[] {
  return getDb().select().from(clients).where(isNull(clients.deletedAt)).orderBy(asc(clients.id)).all();
}

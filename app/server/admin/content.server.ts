import { asc, eq, isNull, max } from "drizzle-orm";
import type { z } from "zod";
import type { certificationFormSchema, clientFormSchema } from "~/lib/admin-schemas";
import { getDb } from "../db/client.server";
import { type Certification, type Client, certifications, clients } from "../db/schema.server";
import { type ActionResult, done, failed } from "~/lib/action-result";
import { type ImageUpload, writeWithImage } from "../media.server";
import { adminMessages } from "~/locales/admin";

/** Certifications and clients: the spec's ids are "max existing plus 1". */

export type CertificationInput = z.output<typeof certificationFormSchema>;
export type ClientInput = z.output<typeof clientFormSchema>;

export function listAdminCertifications(): Certification[] {
  return getDb().select().from(certifications).where(isNull(certifications.deletedAt)).orderBy(asc(certifications.id)).all();
}

export function listAdminClients(): Client[] {
  return getDb().select().from(clients).where(isNull(clients.deletedAt)).orderBy(asc(clients.id)).all();
}

export function saveCertification(id: number | null, input: CertificationInput): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    if (id === null) {
      const next = (tx.select({ value: max(certifications.id) }).from(certifications).get()?.value ?? 0) + 1;
      tx.insert(certifications).values({ id: next, ...input }).run();
      return done(next);
    }
    const result = tx
      .update(certifications)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(certifications.id, id))
      .run();
    return result.changes ? done(id) : failed({ form: adminMessages.certifications.notFound });
  });
}

export function deleteCertification(id: number): ActionResult<{ value: number }> {
  const result = getDb().update(certifications).set({ deletedAt: new Date() }).where(eq(certifications.id, id)).run();
  return result.changes ? done(id) : failed({ form: adminMessages.certifications.notFound });
}

/** Creates (id null) or updates a client with its logo, in one transaction (see writeWithImage). */
export function saveClient(id: number | null, input: ClientInput, upload: ImageUpload = {}) {
  return writeWithImage(upload, (tx, image): ActionResult<{ value: number }> => {
    if (id === null) {
      const next = (tx.select({ value: max(clients.id) }).from(clients).get()?.value ?? 0) + 1;
      tx.insert(clients).values({ id: next, ...input, image: image ?? null }).run();
      return done(next);
    }
    const result = tx
      .update(clients)
      .set({ ...input, ...(image === undefined ? {} : { image }), updatedAt: new Date() })
      .where(eq(clients.id, id))
      .run();
    return result.changes ? done(id) : failed({ form: adminMessages.clients.notFound });
  });
}

export function deleteClient(id: number): ActionResult<{ value: number }> {
  const result = getDb().update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, id)).run();
  return result.changes ? done(id) : failed({ form: adminMessages.clients.notFound });
}

import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { providerInvoices } from '../db/schema';

// The one repository of `provider_invoices`, written from Stripe's invoice events.

export type ProviderInvoiceRow = typeof providerInvoices.$inferSelect;

/** Inserts or updates the invoice; once paid it stays paid (a late payment_failed of it changes nothing). */
export async function upsertProviderInvoice(
  db: Executor,
  row: Omit<typeof providerInvoices.$inferInsert, 'updatedAt'>,
) {
  await db
    .insert(providerInvoices)
    .values(row)
    .onConflictDoUpdate({
      target: providerInvoices.id,
      set: {
        number: sql`coalesce(excluded.number, ${providerInvoices.number})`,
        amountCents: sql`excluded.amount_cents`,
        hostedInvoiceUrl: sql`coalesce(excluded.hosted_invoice_url, ${providerInvoices.hostedInvoiceUrl})`,
        status: sql`case when ${providerInvoices.status} = 'paid' then 'paid' else excluded.status end`,
        updatedAt: sql`now()`,
      },
    });
}

/** The provider's latest invoices, newest first (provider_invoices_provider_id_idx). */
export function listProviderInvoices(db: Executor, providerId: string, limit: number) {
  return db
    .select()
    .from(providerInvoices)
    .where(eq(providerInvoices.providerId, providerId))
    .orderBy(desc(providerInvoices.invoiceCreatedAt), desc(providerInvoices.id))
    .limit(limit);
}

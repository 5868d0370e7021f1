-- Custom SQL migration.
-- Eight service categories (src/shared/constants.ts SERVICE_CATEGORIES): providers sign up for the eight services
-- the landing page promises, and "Appliance Repair" is now "Appliance Installation & Repair". Categories are plain
-- text (no CHECK constraint or enum lists them), so only the stored names change; the other seven keep theirs.
-- The calls trigger that creates a call's job is paused for the rename: renaming old calls must not create and
-- dispatch jobs for calls that have none. Audit logs and sent messages keep the words they were written with.
ALTER TABLE calls DISABLE TRIGGER calls_create_job;
--> statement-breakpoint
UPDATE calls SET service_type = 'Appliance Installation & Repair' WHERE service_type = 'Appliance Repair';
--> statement-breakpoint
ALTER TABLE calls ENABLE TRIGGER calls_create_job;
--> statement-breakpoint
UPDATE jobs SET service_type = 'Appliance Installation & Repair' WHERE service_type = 'Appliance Repair';
--> statement-breakpoint
-- a provider listing both names keeps one
UPDATE providers
SET service_categories = CASE
  WHEN 'Appliance Installation & Repair' = ANY (service_categories)
    THEN array_remove(service_categories, 'Appliance Repair')
  ELSE array_replace(service_categories, 'Appliance Repair', 'Appliance Installation & Repair')
END
WHERE 'Appliance Repair' = ANY (service_categories);
--> statement-breakpoint
-- vendors.service_type is free text matched by substring ("Appliance Repair, Refrigerators"): rename the words
UPDATE vendors
SET service_type = regexp_replace(service_type, '\mappliance repair\M', 'Appliance Installation & Repair', 'gi')
WHERE service_type ~* '\mappliance repair\M';
--> statement-breakpoint
-- a concierge call in progress resumes with the new name
UPDATE concierge_sessions
SET state = jsonb_set(state, '{serviceType}', '"Appliance Installation & Repair"')
WHERE state ->> 'serviceType' = 'Appliance Repair';

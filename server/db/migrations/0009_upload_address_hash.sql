ALTER TABLE "uploads" ADD COLUMN "address_hash" text;--> statement-breakpoint
CREATE INDEX "uploads_address_hash" ON "uploads" USING btree ("address_hash");
-- A certificate's cost is kept only with a certificate (docs/product.md#course-facts), whatever
-- writes the course: an edit that sets the certificate to none, an import row that gives only a
-- cost for a course without one, a source's page. Given together, the rules refuse the pair first.
UPDATE "courses" SET "certificate_cost" = NULL WHERE "certificate" IS NULL OR "certificate" = 'none';--> statement-breakpoint
CREATE FUNCTION "courses_keep_certificate_cost"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."certificate" IS NULL OR NEW."certificate" = 'none' THEN
    NEW."certificate_cost" := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_certificate_cost" BEFORE INSERT OR UPDATE OF "certificate", "certificate_cost" ON "courses" FOR EACH ROW EXECUTE FUNCTION "courses_keep_certificate_cost"();

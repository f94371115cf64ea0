ALTER TABLE "courses" ADD COLUMN "price_drop_from" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
-- A course's last drop in price (docs/product.md#price-drops), kept whatever changes the price. A
-- free course counts as 0. A drop lowers the price below the one it had, or below where a drop of
-- the last 7 days came from (3,099 -> 999 -> 449 within a week is one drop from 3,099); a rise keeps
-- the drop while the price stays below where it came from, and ends it once it is back there.
CREATE FUNCTION "courses_keep_price_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was numeric := coalesce(OLD.price, 0);
  now_price numeric := coalesce(NEW.price, 0);
  recent boolean := OLD.price_dropped_at IS NOT NULL
                    AND OLD.price_dropped_at > clock_timestamp() - interval '7 days';
  from_price numeric := CASE WHEN recent THEN greatest(OLD.price_drop_from, was) ELSE was END;
BEGIN
  IF now_price < from_price THEN
    NEW.price_drop_from := from_price;
    NEW.price_dropped_at := clock_timestamp();
  ELSIF OLD.price_drop_from IS NOT NULL AND now_price >= OLD.price_drop_from THEN
    NEW.price_drop_from := NULL;
    NEW.price_dropped_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "courses_keep_price_drop" BEFORE UPDATE OF "price" ON "courses"
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price)
  EXECUTE FUNCTION "courses_keep_price_drop"();--> statement-breakpoint
-- The drops already in the price history: each course's last change, when it lowered the price.
UPDATE "courses" c SET price_drop_from = d.before, price_dropped_at = d.changed_at
  FROM (SELECT DISTINCT ON (course_id) course_id, coalesce(price, 0) AS after, changed_at,
               lag(coalesce(price, 0)) OVER (PARTITION BY course_id ORDER BY changed_at, id) AS before
          FROM course_prices
         ORDER BY course_id, changed_at DESC, id DESC) d
 WHERE d.course_id = c.id AND d.before IS NOT NULL AND d.after < d.before;

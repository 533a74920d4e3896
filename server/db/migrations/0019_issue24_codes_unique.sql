-- Codes are unique among active rows (issue 24): product codes ('-', none, may repeat) and warehouse
-- codes, ignoring letter case. Existing duplicates are told apart first, so an installation upgrades:
-- the oldest row keeps its code, each later one gets the first free suffix '-2', '-3', ….
DO $$
DECLARE
  r record;
  n integer;
  candidate text;
BEGIN
  FOR r IN
    SELECT id, code FROM (
      SELECT id, code, row_number() OVER (PARTITION BY lower(code) ORDER BY created_at, id) AS rank
      FROM "products" WHERE status = 'active' AND code <> '-'
    ) ranked
    WHERE rank > 1
    ORDER BY lower(code), rank
  LOOP
    n := 2;
    LOOP
      candidate := r.code || '-' || n;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "products" WHERE status = 'active' AND lower(code) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE "products" SET code = candidate WHERE id = r.id;
  END LOOP;
END $$;--> statement-breakpoint
DO $$
DECLARE
  r record;
  n integer;
  candidate text;
BEGIN
  FOR r IN
    SELECT id, code FROM (
      SELECT id, code, row_number() OVER (PARTITION BY lower(code) ORDER BY created_at, id) AS rank
      FROM "warehouses" WHERE status = 'active'
    ) ranked
    WHERE rank > 1
    ORDER BY lower(code), rank
  LOOP
    n := 2;
    LOOP
      candidate := r.code || '-' || n;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "warehouses" WHERE status = 'active' AND lower(code) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE "warehouses" SET code = candidate WHERE id = r.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE SEQUENCE "public"."warehouse_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_active" ON "products" USING btree (lower("code")) WHERE "products"."status" = 'active' and "products"."code" <> '-';--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_active" ON "warehouses" USING btree (lower("code")) WHERE "warehouses"."status" = 'active';
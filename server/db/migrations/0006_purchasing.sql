CREATE TABLE "purchasing_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nama_perusahaan" text NOT NULL,
	"alamat_pengiriman" text DEFAULT '' NOT NULL,
	"telepon" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"handphone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"nama_bank" text DEFAULT '' NOT NULL,
	"atas_nama" text DEFAULT '' NOT NULL,
	"nomer_rekening" text DEFAULT '' NOT NULL,
	"id_identitas" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "purchase_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"satuan" text NOT NULL,
	"qty" integer NOT NULL,
	"harga" bigint NOT NULL,
	"ukuran_asli" text DEFAULT '' NOT NULL,
	"tebal" text DEFAULT '' NOT NULL,
	"qty_zak" integer DEFAULT 0 NOT NULL,
	"diskon_1" numeric(5, 2) DEFAULT '0' NOT NULL,
	"diskon_2" numeric(5, 2) DEFAULT '0' NOT NULL,
	"total_awal" bigint NOT NULL,
	"total" bigint NOT NULL,
	"qty_diterima" integer DEFAULT 0 NOT NULL,
	"status_gudang" text DEFAULT 'belum' NOT NULL,
	CONSTRAINT "purchase_lines_qty_positive" CHECK ("purchase_lines"."qty" > 0),
	CONSTRAINT "purchase_lines_received_within_qty" CHECK ("purchase_lines"."qty_diterima" >= 0 and "purchase_lines"."qty_diterima" <= "purchase_lines"."qty")
);
--> statement-breakpoint
CREATE TABLE "purchase_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"tanggal_pembayaran" date NOT NULL,
	"cara_pembayaran" text NOT NULL,
	"nominal_pembayaran" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"lampiran" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_payments_positive" CHECK ("purchase_payments"."nominal_pembayaran" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"no_transaksi" text NOT NULL,
	"no_reff_supplier" text NOT NULL,
	"jenis_po" text NOT NULL,
	"tanggal_transaksi" date NOT NULL,
	"tanggal_jatuh_tempo" date NOT NULL,
	"attn" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"sub_total" bigint NOT NULL,
	"ppn" numeric(5, 2) NOT NULL,
	"total" bigint NOT NULL,
	"diskon" numeric(17, 2) NOT NULL,
	"jenis_diskon" text NOT NULL,
	"ongkir" bigint NOT NULL,
	"grand_total" bigint NOT NULL,
	"sisa_pembayaran" bigint NOT NULL,
	"status_pembayaran" text DEFAULT 'belum lunas' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "purchases_money_not_negative" CHECK ("purchases"."sub_total" >= 0 and "purchases"."total" >= 0 and "purchases"."ongkir" >= 0 and "purchases"."grand_total" >= 0),
	CONSTRAINT "purchases_balance_within_total" CHECK ("purchases"."sisa_pembayaran" >= 0 and "purchases"."sisa_pembayaran" <= "purchases"."grand_total")
);
--> statement-breakpoint
CREATE TABLE "purchasing_suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nama_perusahaan" text NOT NULL,
	"gelar" text DEFAULT '' NOT NULL,
	"nama_depan" text DEFAULT '' NOT NULL,
	"nama_belakang" text DEFAULT '' NOT NULL,
	"nama_panggilan" text DEFAULT '' NOT NULL,
	"nama_keluarga" text DEFAULT '' NOT NULL,
	"alamat_penagihan" text DEFAULT '' NOT NULL,
	"nomer_alamat" text DEFAULT '' NOT NULL,
	"rt" text DEFAULT '' NOT NULL,
	"rw" text DEFAULT '' NOT NULL,
	"kodepos" text DEFAULT '' NOT NULL,
	"kelurahan" text DEFAULT '' NOT NULL,
	"kecamatan" text DEFAULT '' NOT NULL,
	"kabupaten" text DEFAULT '' NOT NULL,
	"provinsi" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"npwp" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"telepon" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"nama_bank" text DEFAULT '' NOT NULL,
	"atas_nama" text DEFAULT '' NOT NULL,
	"nomer_rekening" text DEFAULT '' NOT NULL,
	"informasi_lain" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"logo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_payments" ADD CONSTRAINT "purchase_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_purchasing_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."purchasing_suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_receiver_id_purchasing_addresses_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."purchasing_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchasing_addresses_name_active" ON "purchasing_addresses" USING btree (lower("nama_perusahaan")) WHERE "purchasing_addresses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "purchase_lines_purchase" ON "purchase_lines" USING btree ("purchase_id","position");--> statement-breakpoint
CREATE INDEX "purchase_lines_product" ON "purchase_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_payments_purchase" ON "purchase_payments" USING btree ("purchase_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_no_transaksi_active" ON "purchases" USING btree ("no_transaksi") WHERE "purchases"."status" = 'active';--> statement-breakpoint
CREATE INDEX "purchases_active_date" ON "purchases" USING btree ("tanggal_transaksi","id") WHERE "purchases"."status" = 'active';--> statement-breakpoint
CREATE INDEX "purchases_supplier" ON "purchases" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchases_receiver" ON "purchases" USING btree ("receiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchasing_suppliers_name_active" ON "purchasing_suppliers" USING btree (lower("nama_perusahaan")) WHERE "purchasing_suppliers"."status" = 'active';
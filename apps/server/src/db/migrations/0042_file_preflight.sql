CREATE TABLE "file_preflight" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_preflight_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"checks" jsonb NOT NULL,
	"expectations" jsonb NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"accepted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "file_preflight_file_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "file_preflight" ADD CONSTRAINT "file_preflight_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;
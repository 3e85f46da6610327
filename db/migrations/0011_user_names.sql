-- A narrow copy of each user's name for the name search (decision 0101), kept by a trigger in
-- the same statement as the user row; filled from the existing users before its index is built.
CREATE TABLE "user_names" (
	"id" integer PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"name_search" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_names" ADD CONSTRAINT "user_names_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- AFTER the row is written: its generated name_search is computed by then.
CREATE OR REPLACE FUNCTION membros_user_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_names AS n (id, active, first_name, last_name, name_search)
  VALUES (NEW.id, NEW.active, NEW.first_name, NEW.last_name, coalesce(NEW.name_search, ''))
  ON CONFLICT (id) DO UPDATE SET active = excluded.active, first_name = excluded.first_name,
    last_name = excluded.last_name, name_search = excluded.name_search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_names AFTER INSERT OR UPDATE OF first_name, last_name, active ON users
  FOR EACH ROW EXECUTE FUNCTION membros_user_names();
--> statement-breakpoint
INSERT INTO user_names (id, active, first_name, last_name, name_search)
  SELECT id, active, first_name, last_name, coalesce(name_search, '') FROM users;
--> statement-breakpoint
CREATE INDEX "user_names_search_idx" ON "user_names" USING gin ("name_search" gin_trgm_ops);

CREATE TABLE "user_totals" (
	"profile_id" integer NOT NULL,
	"active" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_totals_profile_id_active_pk" PRIMARY KEY("profile_id","active")
);
--> statement-breakpoint
ALTER TABLE "user_totals" ADD CONSTRAINT "user_totals_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Keeps user_totals in step with users (decision 0132), like the finance totals (decision 0053):
-- every insert, delete, or change of active / profile takes the old row out of its bucket and
-- puts the new one in, in the same transaction as the change. The two buckets are touched in
-- (profile_id, active) order whatever the direction, so a deactivation and a reactivation
-- running at once lock them in the same order instead of deadlocking.
CREATE OR REPLACE FUNCTION membros_user_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_profile integer;
  first_active boolean;
  first_delta integer;
  second_profile integer;
  second_active boolean;
  second_delta integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    first_profile := NEW.profile_id; first_active := NEW.active; first_delta := 1;
  ELSIF TG_OP = 'DELETE' THEN
    first_profile := OLD.profile_id; first_active := OLD.active; first_delta := -1;
  ELSIF (OLD.profile_id, OLD.active) = (NEW.profile_id, NEW.active) THEN
    RETURN NULL;
  ELSIF (OLD.profile_id, OLD.active) < (NEW.profile_id, NEW.active) THEN
    first_profile := OLD.profile_id; first_active := OLD.active; first_delta := -1;
    second_profile := NEW.profile_id; second_active := NEW.active; second_delta := 1;
  ELSE
    first_profile := NEW.profile_id; first_active := NEW.active; first_delta := 1;
    second_profile := OLD.profile_id; second_active := OLD.active; second_delta := -1;
  END IF;
  INSERT INTO user_totals AS t (profile_id, active, count)
  VALUES (first_profile, first_active, first_delta)
  ON CONFLICT (profile_id, active) DO UPDATE SET count = t.count + excluded.count;
  IF second_delta IS NOT NULL THEN
    INSERT INTO user_totals AS t (profile_id, active, count)
    VALUES (second_profile, second_active, second_delta)
    ON CONFLICT (profile_id, active) DO UPDATE SET count = t.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers: an emptied users table leaves every bucket empty too.
CREATE OR REPLACE FUNCTION membros_user_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recomputes every bucket from the rows (first fill, and to repair the totals by hand).
CREATE OR REPLACE FUNCTION membros_rebuild_user_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_totals;
  INSERT INTO user_totals (profile_id, active, count)
  SELECT profile_id, active, count(*) FROM users GROUP BY profile_id, active;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_totals AFTER INSERT OR DELETE OR UPDATE OF active, profile_id ON users
  FOR EACH ROW EXECUTE FUNCTION membros_user_totals();
--> statement-breakpoint
CREATE TRIGGER users_totals_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION membros_user_totals_truncated();
--> statement-breakpoint
SELECT membros_rebuild_user_totals();

ALTER TYPE "public"."finance_status" ADD VALUE 'NEEDS_INFO';--> statement-breakpoint
CREATE TABLE "finance_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_item_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_item_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"access_key" char(44),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_policies" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"document" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"training_id" integer,
	"person_name" varchar(191) NOT NULL,
	"training_title" varchar(191) NOT NULL,
	"workload_hours" integer,
	"completed_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
CREATE TABLE "grant_expiry_notices" (
	"kind" varchar(10) NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"valid_until" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grant_expiry_notices_kind_item_id_user_id_pk" PRIMARY KEY("kind","item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lesson_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "lesson_kind" varchar(10) DEFAULT 'content' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "passing_score" smallint;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "max_attempts" smallint;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "attempt_wait_minutes" integer;--> statement-breakpoint
ALTER TABLE "module_grants" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "requires_module_id" integer;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "requires_previous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submodule_grants" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "training_grants" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "workload_hours" integer;--> statement-breakpoint
ALTER TABLE "finance_approvals" ADD CONSTRAINT "finance_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_comments" ADD CONSTRAINT "finance_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_item_files" ADD CONSTRAINT "finance_item_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_policies" ADD CONSTRAINT "finance_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_expiry_notices" ADD CONSTRAINT "grant_expiry_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_approvals_item_user_idx" ON "finance_approvals" USING btree ("kind","item_id","user_id");--> statement-breakpoint
CREATE INDEX "finance_comments_item_idx" ON "finance_comments" USING btree ("kind","item_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_item_files_item_idx" ON "finance_item_files" USING btree ("kind","item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_item_files_file_idx" ON "finance_item_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "finance_item_files_access_key_idx" ON "finance_item_files" USING btree ("access_key");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_training_idx" ON "certificates" USING btree ("user_id","training_id");--> statement-breakpoint
CREATE INDEX "certificates_training_idx" ON "certificates" USING btree ("training_id","issued_at");--> statement-breakpoint
CREATE INDEX "grant_expiry_notices_due_idx" ON "grant_expiry_notices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_lesson_idx" ON "quiz_attempts" USING btree ("user_id","lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_questions_lesson_idx" ON "quiz_questions" USING btree ("lesson_id","position");--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_requires_module_id_modules_id_fk" FOREIGN KEY ("requires_module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
INSERT INTO "finance_item_files" ("kind", "item_id", "file_id", "created_at") SELECT 'payment', "id", "file_id", "created_at" FROM "payments" WHERE "file_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "finance_item_files" ("kind", "item_id", "file_id", "created_at") SELECT 'payment_request', "id", "file_id", "created_at" FROM "payment_requests" WHERE "file_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "finance_item_files" ("kind", "item_id", "file_id", "created_at") SELECT 'refund', "id", "file_id", "created_at" FROM "refunds" WHERE "file_id" IS NOT NULL ON CONFLICT DO NOTHING;

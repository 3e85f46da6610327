CREATE TABLE "finance_daily_totals" (
	"kind" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"status" "finance_status" NOT NULL,
	"count" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "finance_daily_totals_kind_day_status_pk" PRIMARY KEY("kind","day","status")
);
--> statement-breakpoint
CREATE TABLE "finance_totals_zone" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" varchar(64) NOT NULL
);
